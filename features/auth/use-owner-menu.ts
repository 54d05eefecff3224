import { useNews } from '@/api-client/news/news-hooks';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useAuth } from './auth-provider';

/** What the header shows of the signed-in owner: the name, whether News is linked, and sign-out. */
export function useOwnerMenu() {
  const { logout } = useAuth();
  const { data: profile } = useProfile();
  // News is linked only when the first page of website news has something in it (spec §2).
  const { data: news } = useNews();
  return {
    ownerName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    showNews: (news?.data.length ?? 0) > 0,
    logout: () => void logout(),
  };
}
