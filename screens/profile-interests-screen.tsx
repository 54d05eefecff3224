import { UpdateInterests } from '@/features/profile/update-interests';
import { ProfileScreenHeading } from './profile-screen-heading';

/** Profile, Interests: the brand's and its partners' categories as checkboxes. */
export function ProfileInterestsScreen() {
  return (
    <>
      <ProfileScreenHeading route="profileInterests" intro="profile:interests.intro" />
      <UpdateInterests />
    </>
  );
}
