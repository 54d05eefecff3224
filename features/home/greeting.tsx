import { useTranslation } from 'react-i18next';
import { useProfile } from '@/api-client/profile/profile-hooks';

/** The page's heading: hello with the owner's first name (the route guard has the profile before the page shows). */
export function Greeting() {
  const { t } = useTranslation('home');
  const profile = useProfile();
  return <h1>{profile.data ? t('greeting', { firstName: profile.data.firstName }) : t('common:pageTitle.home')}</h1>;
}
