import { LAYER } from '@/config/layout';

/** The stacking order's rules (config/layout.ts), each a case an owner met or would meet. */
describe('LAYER, the stacking order of what sits above the page', () => {
  it('puts the consent-again prompt above the app banner and below the cookie choice', () => {
    // The app banner covered the prompt's buttons on a phone; the cookie choice is answered first.
    expect(LAYER.consentAgain).toBeGreaterThan(LAYER.appBanner);
    expect(LAYER.consentAgain).toBeLessThan(LAYER.cookieChoice);
  });

  it('opens a menu over the sticky header and a dialog over every banner and menu', () => {
    expect(LAYER.menu).toBeGreaterThan(LAYER.header);
    const belowDialog = [LAYER.header, LAYER.appBanner, LAYER.consentAgain, LAYER.menu, LAYER.cookieChoice];
    expect(Math.max(...belowDialog)).toBeLessThan(LAYER.dialog);
  });

  it('shows toasts over a dialog, whose actions report in them', () => {
    expect(LAYER.toasts).toBeGreaterThan(LAYER.dialog);
  });

  it('keeps the focused skip link over everything', () => {
    const others = Object.entries(LAYER).filter(([name]) => name !== 'skipLink').map(([, layer]) => layer);
    expect(LAYER.skipLink).toBeGreaterThan(Math.max(...others));
  });
});
