import { EMAIL_CAMPAIGN_RECORDED_KEY } from '@/config/email-links';

/** The highlight ids of the campaigns this tab has recorded (docs/product.md#e-mail-campaigns). */
function recorded(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(EMAIL_CAMPAIGN_RECORDED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage refused (a private mode) or a value not ours: nothing recorded that we know of.
    return [];
  }
}

export function wasCampaignRecorded(highlightId: string): boolean {
  return recorded().includes(highlightId);
}

export function markCampaignRecorded(highlightId: string): void {
  const ids = recorded();
  if (ids.includes(highlightId)) return;
  try {
    window.sessionStorage.setItem(EMAIL_CAMPAIGN_RECORDED_KEY, JSON.stringify([...ids, highlightId]));
  } catch {
    // Without storage a reload may record the arrival again; nothing else to do.
  }
}

/** Takes a campaign off the tab's list: its call failed for a while (an outage), so the next arrival records it. */
export function forgetCampaignRecorded(highlightId: string): void {
  const ids = recorded();
  if (!ids.includes(highlightId)) return;
  try {
    window.sessionStorage.setItem(EMAIL_CAMPAIGN_RECORDED_KEY, JSON.stringify(ids.filter((id) => id !== highlightId)));
  } catch {
    // Storage refused: nothing was kept to forget.
  }
}
