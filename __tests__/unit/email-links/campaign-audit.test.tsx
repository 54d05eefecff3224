import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
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
  it('remembers the arrival in the tab before its call goes out, so a reload meanwhile sends nothing again', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent = 0;
    let recordedWhenSent: string[] = [];
    mockServer.use(
      http.get('*/api/profile/highlights-audit/email-campaign', async () => {
        sent += 1;
        recordedWhenSent = recorded();
        await answered;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSignedIn(<CampaignAudit arrival={ARRIVAL} />, { site: 'aurora-dk' });
    await waitFor(() => expect(sent).toBe(1));
    // Marked before the call reached the backend (a reload at any moment after it went out finds
    // the mark), and the answer has not come yet.
    expect(recordedWhenSent).toEqual([HIGHLIGHT]);
    expect(recorded()).toEqual([HIGHLIGHT]);

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

  it('sends nothing from a render that has not been committed: the mark comes first', async () => {
    let sent = 0;
    mockServer.use(
      http.get('*/api/profile/highlights-audit/email-campaign', () => {
        sent += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // Rendered beside a part that never finishes loading: React renders it, but never commits it
    // (as a render in the background that has not committed yet), so its effects do not run.
    const never = new Promise<never>(() => undefined);
    function StillLoading(): never {
      throw never;
    }
    renderSignedIn(
      <Suspense fallback={null}>
        <CampaignAudit arrival={ARRIVAL} />
        <StillLoading />
      </Suspense>,
      { site: 'aurora-dk' },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(sent).toBe(0);
    expect(recorded()).toEqual([]);
  });

  it('forgets it again after an outage, so the next arrival records it', async () => {
    mockServer.use(http.get('*/api/profile/highlights-audit/email-campaign', () => new HttpResponse(null, { status: 503 })));
    renderSignedIn(<CampaignAudit arrival={ARRIVAL} />, { site: 'aurora-dk' });
    await waitFor(() => expect(recorded()).toEqual([HIGHLIGHT]));
    await waitFor(() => expect(recorded()).toEqual([]), { timeout: 15_000 });
  });
});
