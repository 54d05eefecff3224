import { UpdateInterests } from '@/features/profile/update-interests';
import { ScreenHeading } from '@/components/shell/screen-heading';

/** Profile, Interests: the brand's and its partners' categories as checkboxes. */
export function ProfileInterestsScreen() {
  return (
    <>
      <ScreenHeading route="profileInterests" />
      <UpdateInterests />
    </>
  );
}
