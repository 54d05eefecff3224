import { isValidElement, type ReactElement } from 'react';
import { ScreenShell } from '@/components/shell/screen-heading';
import { ROUTE_KEYS, ROUTES, routeAccess, type RouteKey } from '@/config/routes';
import { routeIntros } from '@/config/route-intros';
import type { PageWithShell } from '@/lib/page/static-props';
import { VehiclesShell } from '@/screens/vehicles-screen';

/** A route whose module declares an introduction (screens/<route>.route.ts, config/route-intros.ts). */
const hasIntro = (route: RouteKey) => Object.hasOwn(routeIntros, route);

/** Screens with nothing of the owner's: their shell is the page itself, so the static page is the whole screen. */
const WHOLE_SCREEN_SHELLS: readonly string[] = ['help'];

/** Screens whose shell is their heading and more (the vehicles page: the first car's outline with its picture). */
const OWN_SHELLS: Readonly<Record<string, unknown>> = { vehicles: VehiclesShell };

/**
 * Every signed-in screen with an introduction gives the route guard its shell (its heading, and its
 * static page), and no other page does: a new screen that forgets it would arrive as a spinner.
 * Help's shell is its whole screen (pages/[site]/[locale]/help.tsx); the vehicles page's has the
 * first car's outline below the heading.
 */
describe("the pages' shells", () => {
  it.each(ROUTE_KEYS)('%s', (route) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const page = require(`@/pages/[site]/[locale]${ROUTES[route].page}`).default as PageWithShell;
    if (hasIntro(route)) {
      expect(routeAccess(route)).toBe('authenticated');
      expect(isValidElement(page.shell)).toBe(true);
      const shell = page.shell as ReactElement<{ route: string }>;
      if (WHOLE_SCREEN_SHELLS.includes(route)) {
        // The same component as the opened page, so React keeps what it hydrated.
        expect(shell.type).toBe(page);
      } else if (route in OWN_SHELLS) {
        expect(shell.type).toBe(OWN_SHELLS[route]);
      } else {
        expect(shell.type).toBe(ScreenShell);
        expect(shell.props.route).toBe(route);
      }
    } else {
      expect(page.shell).toBeUndefined();
    }
  });

  it('gives every signed-in route but home an introduction', () => {
    const signedIn = ROUTE_KEYS.filter((route) => routeAccess(route) === 'authenticated');
    expect(signedIn.filter((route) => !hasIntro(route))).toEqual(['home']);
  });
});
