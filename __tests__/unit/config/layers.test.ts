import { LAYER } from '@/config/layout';

/** The stacking order's rules (config/layout.ts), each a case an owner met or would meet. */
describe('LAYER, the stacking order of what sits above the page', () => {
  it('keeps the bottom dock (cookie choice, consent-again prompt, app banner) under the header, whose menus reach down on a phone', () => {
    // The bars no longer have layers of their own: they are stacked in the dock, never on each other.
    expect(LAYER.dock).toBeLessThan(LAYER.header);
    expect(LAYER.dock).toBeLessThan(LAYER.menu);
  });

  it('opens a menu over the sticky header and a dialog over the dock and every menu', () => {
    expect(LAYER.menu).toBeGreaterThan(LAYER.header);
    const belowDialog = [LAYER.header, LAYER.dock, LAYER.menu];
    expect(Math.max(...belowDialog)).toBeLessThan(LAYER.dialog);
  });

  it('keeps the offline notice over the header and the bottom dock, under a menu opened over it and a dialog', () => {
    expect(LAYER.offlineBanner).toBeGreaterThan(Math.max(LAYER.header, LAYER.dock));
    expect(LAYER.offlineBanner).toBeLessThan(LAYER.menu);
    expect(LAYER.offlineBanner).toBeLessThan(LAYER.dialog);
  });

  it('shows toasts over a dialog, whose actions report in them', () => {
    expect(LAYER.toasts).toBeGreaterThan(LAYER.dialog);
  });

  it('keeps the focused skip link over everything', () => {
    const others = Object.entries(LAYER).filter(([name]) => name !== 'skipLink').map(([, layer]) => layer);
    expect(LAYER.skipLink).toBeGreaterThan(Math.max(...others));
  });
});
