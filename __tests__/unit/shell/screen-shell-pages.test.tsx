import { isValidElement, type ReactElement } from 'react';
import { SCREEN_INTROS, ScreenShell } from '@/components/shell/screen-heading';
import { ROUTE_KEYS, ROUTES, routeAccess } from '@/config/routes';
import type { PageWithShell } from '@/lib/page/static-props';

const hasIntro = (route: string) => Object.prototype.hasOwnProperty.call(SCREEN_INTROS, route);

/**
 * Every signed-in screen with an introduction gives the route guard its shell (its heading, and its
 * static page), and no other page does: a new screen that forgets it would arrive as a spinner.
 */
describe("the pages' shells", () => {
  it.each(ROUTE_KEYS)('%s', (route) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const page = require(`@/pages/[site]/[locale]${ROUTES[route].page}`).default as PageWithShell;
    if (hasIntro(route)) {
      expect(routeAccess(route)).toBe('authenticated');
      expect(isValidElement(page.shell)).toBe(true);
      const shell = page.shell as ReactElement<{ route: string }>;
      expect(shell.type).toBe(ScreenShell);
      expect(shell.props.route).toBe(route);
    } else {
      expect(page.shell).toBeUndefined();
    }
  });

  it('gives every signed-in route but home an introduction', () => {
    const signedIn = ROUTE_KEYS.filter((route) => routeAccess(route) === 'authenticated');
    expect(signedIn.filter((route) => !hasIntro(route))).toEqual(['home']);
  });
});
