import { PICTURE_HINT_KEY } from '@/config/boot';
import { createTokenStore } from '@/lib/auth/token-store';

/**
 * The first picture a signed-in page showed last time in this browser (home's first car), as the
 * browser fetched it. Home's static HTML is the route guard's loading state, and the owner's data
 * comes only after the scripts, the session and the cars' call, one after the other; the picture,
 * home's largest paint, came last. With the hint, the page's head asks for the picture while the
 * scripts load (lib/boot/picture-hint-script.ts, written by pages/_document.tsx), the static page shows
 * it above the loading state's spinner before any script has run (the splash, which the route
 * guard removes when the page opens), and the first car's outline draws it
 * (features/vehicles/vehicle-summaries.tsx) until the cars answer. When they answer, the card
 * draws the first car's own picture: normally the same file, already loaded.
 *
 * Only addresses of a picture, kept while signed in: reading needs the session's marker, and the
 * hint goes when the session ends (lib/boot/session-end.ts).
 */
export interface PictureHint {
  /**
   * The site whose page showed it. Each site has hosts of its own, but a host may come to serve
   * another site (a domain moving between brands): the hint is only used by the site that kept it.
   */
  site: string;
  /** The picture's own address (what the page gives next/image). */
  src: string;
  /** What the browser fetched: the <img>'s src, srcset and sizes, so a preload picks the same file. */
  href: string;
  srcSet: string;
  sizes: string;
}

/** A stored hint longer than this is ignored (the addresses of one picture are far shorter). */
export const PICTURE_HINT_MAX_LENGTH = 4096;

const FIELDS = ['site', 'src', 'href', 'srcSet', 'sizes'] as const;

function isPictureHint(value: unknown): value is PictureHint {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string') && record.src !== '' && record.href !== '';
}

/** Whether this browser holds a session: the session's own marker (lib/auth/token-store.ts). */
function signedIn(): boolean {
  return createTokenStore({ session: window.sessionStorage, local: window.localStorage }).hasAuthenticatedMarker();
}

/** The hint of `siteId`, when this browser holds a session and a well-formed hint of that site. */
export function readPictureHint(siteId: string): PictureHint | undefined {
  try {
    const storage = window.localStorage;
    const raw = storage.getItem(PICTURE_HINT_KEY);
    if (!signedIn() || raw === null || raw.length > PICTURE_HINT_MAX_LENGTH) return undefined;
    const hint: unknown = JSON.parse(raw);
    return isPictureHint(hint) && hint.site === siteId ? hint : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a loaded picture (only while signed in: never after the session has ended). */
export function storePictureHint(site: string, src: string, image: HTMLImageElement): void {
  const hint = {
    site,
    src,
    href: image.getAttribute('src') ?? '',
    srcSet: image.getAttribute('srcset') ?? '',
    sizes: image.getAttribute('sizes') ?? '',
  };
  try {
    const storage = window.localStorage;
    const raw = JSON.stringify(hint);
    if (!signedIn() || !isPictureHint(hint) || raw.length > PICTURE_HINT_MAX_LENGTH) return;
    if (storage.getItem(PICTURE_HINT_KEY) !== raw) storage.setItem(PICTURE_HINT_KEY, raw);
  } catch {
    // Private mode or storage full: the next visit draws the outline without the picture.
  }
}
