import { CLARITY_SCRIPT_URL, CONSENT_PROVIDER_SCRIPTS } from '@/config/analytics';
import { OPEN_CONSENT_EVENT } from './events';

/** Adds an async script once (by id); a script that fails to load is removed and never throws. */
export function loadScript(id: string, src: string, attributes: Record<string, string> = {}): HTMLScriptElement {
  const existing = document.getElementById(id);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.addEventListener('error', () => script.remove());
  document.head.appendChild(script);
  return script;
}

/** cookieData's keys as data-* attribute names: culture → data-culture, domainId → data-domain-id. */
export function dataAttributes(data: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value]),
  );
}

export type ConsentProviderName = keyof typeof CONSENT_PROVIDER_SCRIPTS;

/**
 * The site's consent provider, on the client only, without blocking rendering. If it fails to
 * load, no consent cookie is ever set, so analytics stays denied.
 */
export function loadConsentProvider(provider: ConsentProviderName, cookieData: Record<string, string>, pageType: string) {
  const script = loadScript('consent-provider', CONSENT_PROVIDER_SCRIPTS[provider], { ...dataAttributes(cookieData), 'data-page-type': pageType });
  // "Change your choice" pressed before the script was there: its dialog opens once it is.
  script.addEventListener('load', () => {
    if (takeConsentReopenRequest() && !showProviderDialog(provider)) reopenRequested = true;
  });
}

type ClarityWindow = Window & { clarity?: ((...args: unknown[]) => void) & { q?: unknown[][] } };

/**
 * Microsoft Clarity, loaded only after consent (and only for a site with a project id); consent
 * withdrawn later is passed on through Clarity's consent call.
 */
export function setClarityConsent(projectId: string, granted: boolean) {
  const w = window as ClarityWindow;
  if (!granted) {
    w.clarity?.('consent', false);
    return;
  }
  if (!w.clarity) {
    const queue: unknown[][] = [];
    const clarity = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
    w.clarity = clarity;
  }
  loadScript('clarity', `${CLARITY_SCRIPT_URL}${encodeURIComponent(projectId)}`);
  w.clarity('consent');
}

export { OPEN_CONSENT_EVENT } from './events';

type ProviderWindow = Window & { CookieConsent?: { renew?: () => void }; OneCookie?: { show?: () => void } };

/**
 * A request to open the consent dialog again that nothing has answered yet: the owner may press
 * "change your choice" before the banner (mounted once the page is idle) or the provider's script
 * is there. Whoever shows the dialog first takes it (takeConsentReopenRequest).
 */
let reopenRequested = false;

/** Whether a request to open the consent dialog again is unanswered; leaves it. */
export function consentReopenRequested(): boolean {
  return reopenRequested;
}

/** True once per unanswered request to open the consent dialog again; clears it. */
export function takeConsentReopenRequest(): boolean {
  const requested = reopenRequested;
  reopenRequested = false;
  return requested;
}

/** Shows the provider's own dialog when its script has loaded; false when it has not (yet). */
function showProviderDialog(provider: ConsentProviderName): boolean {
  const w = window as ProviderWindow;
  if (provider === 'cookieinformation' && w.CookieConsent?.renew) {
    w.CookieConsent.renew();
    return true;
  }
  if (provider === 'onecookie' && w.OneCookie?.show) {
    w.OneCookie.show();
    return true;
  }
  return false;
}

/**
 * Opens the consent dialog again (the cookie page's "change your choice"): at once when the banner
 * or the provider is ready, else as soon as it is, never lost.
 */
export function reopenConsentDialog(provider: ConsentProviderName, standIn: boolean) {
  reopenRequested = true;
  if (standIn || !showProviderDialog(provider)) window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
  else reopenRequested = false;
}
