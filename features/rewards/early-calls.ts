import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getPublications } from '@/api-client/publications/publications-api';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';
import { mediaFramePictureTemplate } from '@/lib/boot/picture-template';
import { REWARD_GROUPS, groupPublicationsQuery, rewardLayout } from './reward-groups';
import { CARD_IMAGE_SIZES } from './reward-card';

/**
 * The calls the rewards page's plain address starts with (lib/boot/early-calls.ts): the lists of the
 * groups it shows at once (the first tab's, or both sections'), without filters; the first list's
 * first picture is the page's largest paint. For pages/_document.tsx, on the server.
 */
export function rewardsEarlyCalls(site: SiteConfig): EarlyCallPlan[] {
  const shown = rewardLayout(site) === 'tabs' ? REWARD_GROUPS.slice(0, 1) : REWARD_GROUPS;
  return shown.map((key, index) => ({
    url: callUrl(site.apiUrl, (client) => getPublications(client, groupPublicationsQuery(site.rewards[key], {}))),
    ...(index === 0 ? { picture: { list: 'data', field: 'imageUrl', template: mediaFramePictureTemplate(CARD_IMAGE_SIZES) } } : {}),
  }));
}
