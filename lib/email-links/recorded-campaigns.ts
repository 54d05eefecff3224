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

/** Keeps the tab's list; without storage a reload may record an arrival again, and nothing else is lost. */
function store(ids: string[]): void {
  try {
    window.sessionStorage.setItem(EMAIL_CAMPAIGN_RECORDED_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (a private mode): nothing to keep.
  }
}

export function markCampaignRecorded(highlightId: string): void {
  const ids = recorded();
  if (!ids.includes(highlightId)) store([...ids, highlightId]);
}

/** Takes a campaign off the tab's list: its call failed for a while (an outage), so the next arrival records it. */
export function forgetCampaignRecorded(highlightId: string): void {
  const ids = recorded();
  if (ids.includes(highlightId)) store(ids.filter((id) => id !== highlightId));
}
