import { act, screen } from '@testing-library/react';
import { CONSENT_STAND_IN_DECLINED_KEY } from '@/config/analytics';
import { ConsentBanner } from '@/components/shell/consent-banner';
import { loadConsentProvider, reopenConsentDialog, takeConsentReopenRequest } from '@/lib/analytics/scripts';
import { renderWithProviders } from '../../utils/render-with-providers';

// The local stand-in, as in dev, the demo and the end-to-end tests.
jest.mock('@/config/analytics', () => ({ ...jest.requireActual('@/config/analytics'), CONSENT_STAND_IN: true }));

type ProviderWindow = Window & { CookieConsent?: { renew?: () => void } };

afterEach(() => {
  takeConsentReopenRequest();
  window.localStorage.clear();
  document.getElementById('consent-provider')?.remove();
  delete (window as ProviderWindow).CookieConsent;
});

const standIn = () => screen.queryByRole('region', { name: 'Cookies – local stand-in' });

describe("the cookie page's 'change your choice' (lib/analytics/scripts.ts)", () => {
  it('a visitor who declined sees no banner on a later page', () => {
    window.localStorage.setItem(CONSENT_STAND_IN_DECLINED_KEY, '1');
    renderWithProviders(<ConsentBanner />);
    expect(standIn()).not.toBeInTheDocument();
  });

  it('pressed before the banner has mounted (it waits for the page to be idle), opens it once it mounts', () => {
    window.localStorage.setItem(CONSENT_STAND_IN_DECLINED_KEY, '1');
    reopenConsentDialog('cookieinformation', true);
    renderWithProviders(<ConsentBanner />);
    expect(standIn()).toBeInTheDocument();
    // Answered: the next page does not open it again.
    expect(takeConsentReopenRequest()).toBe(false);
  });

  it('pressed with the banner mounted and closed, opens it at once', () => {
    window.localStorage.setItem(CONSENT_STAND_IN_DECLINED_KEY, '1');
    renderWithProviders(<ConsentBanner />);
    act(() => reopenConsentDialog('cookieinformation', true));
    expect(standIn()).toBeInTheDocument();
    expect(takeConsentReopenRequest()).toBe(false);
  });

  it("with a real provider whose script is still loading, opens the provider's dialog once the script has loaded", () => {
    reopenConsentDialog('cookieinformation', false);
    loadConsentProvider('cookieinformation', {}, 'portal');
    const renew = jest.fn();
    (window as ProviderWindow).CookieConsent = { renew };
    document.getElementById('consent-provider')!.dispatchEvent(new Event('load'));
    expect(renew).toHaveBeenCalledTimes(1);

    // Once the provider is there, a press opens its dialog at once, and leaves nothing pending.
    reopenConsentDialog('cookieinformation', false);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(takeConsentReopenRequest()).toBe(false);
  });
});
