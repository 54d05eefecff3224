import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { CampaignAudit } from '@/components/shell/campaign-audit';
import { EMAIL_CAMPAIGN_RECORDED_KEY } from '@/config/email-links';
import { renderSignedIn } from '../../utils/render-feature';

// A signed-out arrival from a landing page's link: the link carries the customer id, so no session is read.
jest.mock('@/features/auth/use-user-status', () => ({ useSignedInMarker: () => false }));

const CUSTOMER = '0b6f2a52-1d7c-4b8e-9a51-2f3c4d5e6f70';
const HIGHLIGHT = 'spring-offer';
const ARRIVAL = `?customer=${CUSTOMER}&ecid=${HIGHLIGHT}`;
const recorded = () => JSON.parse(window.sessionStorage.getItem(EMAIL_CAMPAIGN_RECORDED_KEY) ?? '[]') as string[];

beforeEach(() => window.sessionStorage.clear());

describe('the e-mail campaign audit (components/shell/campaign-audit.tsx)', () => {
  it('remembers the arrival in the tab as soon as its call goes out, so a reload meanwhile sends nothing again', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent = 0;
    mockServer.use(
      http.get('*/api/profile/highlights-audit/email-campaign', async () => {
        sent += 1;
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSignedIn(<CampaignAudit arrival={ARRIVAL} />, { site: 'aurora-dk' });
    await waitFor(() => expect(sent).toBe(1));
    // The answer has not come yet.
    await waitFor(() => expect(recorded()).toEqual([HIGHLIGHT]));

    // The reloaded page, with the call still on its way.
    renderSignedIn(<CampaignAudit arrival={ARRIVAL} />, { site: 'aurora-dk' });
    // The answer comes while both pages are mounted; the first page's update happens inside act.
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sent).toBe(1);
    expect(recorded()).toEqual([HIGHLIGHT]);
  });

  it('forgets it again after an outage, so the next arrival records it', async () => {
    mockServer.use(http.get('*/api/profile/highlights-audit/email-campaign', () => new HttpResponse(null, { status: 503 })));
    renderSignedIn(<CampaignAudit arrival={ARRIVAL} />, { site: 'aurora-dk' });
    await waitFor(() => expect(recorded()).toEqual([HIGHLIGHT]));
    await waitFor(() => expect(recorded()).toEqual([]), { timeout: 15_000 });
  });
});
