import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { PICTURE_HINT_KEY, PICTURE_SPLASH_ID } from '@/config/boot';
import { createTokenStore } from '@/lib/auth/token-store';
// The page boot's hints go with the session: it listens for the session's end (as the provider has it do).
import '@/lib/boot/session-end';
import { PICTURE_HINT_MAX_LENGTH, readPictureHint, storePictureHint } from '@/lib/boot/picture-hint';
import { applyRememberedPicture, pictureHintPreloadScript, pictureSplashScript } from '@/lib/boot/picture-hint-script';
import { preloadPicture, showPicture } from '@/lib/boot/inline-script';

const SRC = 'https://api.example/images/solstice.webp';

/** An <img> as next/image renders it: src, srcset and sizes of what the browser fetched. */
function image(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('src', '/_next/image?url=x&w=3840&q=75');
  img.setAttribute('srcset', '/_next/image?url=x&w=640&q=75 640w, /_next/image?url=x&w=828&q=75 828w');
  img.setAttribute('sizes', '(max-width: 700px) 100vw, 20rem');
  return img;
}

/** Runs the head's inline script as the browser would, and returns the preload it added, if any. */
function runPreloadScript(siteId: string): HTMLLinkElement | null {
  document.head.innerHTML = '';
  new Function(pictureHintPreloadScript(siteId))();
  return document.head.querySelector('link[rel="preload"]');
}

/** Home's splash as pages/_document.tsx writes it, then its script run; returns the splash. */
function runSplashScript(siteId: string): HTMLElement {
  document.body.innerHTML = `<div id="${PICTURE_SPLASH_ID}" hidden aria-hidden="true"><div><img alt=""></div></div>`;
  new Function(pictureSplashScript(siteId))();
  return document.getElementById(PICTURE_SPLASH_ID)!;
}

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('picture hint', () => {
  it('remembers a loaded picture while signed in, for its site only', () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    expect(readPictureHint('aurora-dk')).toEqual({
      site: 'aurora-dk',
      src: SRC,
      href: '/_next/image?url=x&w=3840&q=75',
      srcSet: '/_next/image?url=x&w=640&q=75 640w, /_next/image?url=x&w=828&q=75 828w',
      sizes: '(max-width: 700px) 100vw, 20rem',
    });
    expect(readPictureHint('volta-se')).toBeUndefined();
  });

  it('keeps and gives nothing without a session', () => {
    storePictureHint('aurora-dk', SRC, image());
    expect(window.localStorage.getItem(PICTURE_HINT_KEY)).toBeNull();

    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
    expect(readPictureHint('aurora-dk')).toBeUndefined();
  });

  it('ignores a malformed or oversized hint', () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    for (const raw of ['not json', 'null', '{"site":"aurora-dk","src":"","href":"x","srcSet":"","sizes":""}', '{"site":"aurora-dk","src":1}']) {
      window.localStorage.setItem(PICTURE_HINT_KEY, raw);
      expect(readPictureHint('aurora-dk')).toBeUndefined();
    }
    const long = { site: 'aurora-dk', src: SRC, href: 'x'.repeat(PICTURE_HINT_MAX_LENGTH), srcSet: '', sizes: '' };
    window.localStorage.setItem(PICTURE_HINT_KEY, JSON.stringify(long));
    expect(readPictureHint('aurora-dk')).toBeUndefined();
    expect(runPreloadScript('aurora-dk')).toBeNull();
  });

  it('is removed with the session', () => {
    const store = createTokenStore({ session: window.sessionStorage, local: window.localStorage });
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    expect(window.localStorage.getItem(PICTURE_HINT_KEY)).not.toBeNull();
    store.clear();
    expect(window.localStorage.getItem(PICTURE_HINT_KEY)).toBeNull();
  });

  it("the head's script preloads the remembered picture with its srcset and sizes", () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    const link = runPreloadScript('aurora-dk');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('as')).toBe('image');
    expect(link!.getAttribute('href')).toBe('/_next/image?url=x&w=3840&q=75');
    expect(link!.getAttribute('imagesrcset')).toBe(image().getAttribute('srcset'));
    expect(link!.getAttribute('imagesizes')).toBe('(max-width: 700px) 100vw, 20rem');
    expect(link!.getAttribute('fetchpriority')).toBe('high');
    expect(link!.hasAttribute('data-picture-hint')).toBe(true);
  });

  it("the head's script does nothing for another site, without a session, or without a hint", () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    expect(runPreloadScript('aurora-dk')).toBeNull();
    storePictureHint('aurora-dk', SRC, image());
    expect(runPreloadScript('volta-se')).toBeNull();
    window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
    expect(runPreloadScript('aurora-dk')).toBeNull();
  });

  it("the head's script cannot be closed by a site id", () => {
    expect(pictureHintPreloadScript('x</script><script>alert(1)</script>')).not.toContain('</script>');
  });

  it("home's splash shows the remembered picture as the preload fetched it", () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    const splash = runSplashScript('aurora-dk');
    expect(splash.hidden).toBe(false);
    const img = splash.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/_next/image?url=x&w=3840&q=75');
    expect(img.getAttribute('srcset')).toBe(image().getAttribute('srcset'));
    expect(img.getAttribute('sizes')).toBe('(max-width: 700px) 100vw, 20rem');
  });

  it('both scripts are the typed function written into the page: calling it does what they do', () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    storePictureHint('aurora-dk', SRC, image());
    const byScript = { link: runPreloadScript('aurora-dk')!.outerHTML, splash: runSplashScript('aurora-dk').outerHTML };
    const call = (apply: typeof preloadPicture, target: string) =>
      applyRememberedPicture(PICTURE_HINT_KEY, AUTHENTICATED_MARKER_KEY, 'true', PICTURE_HINT_MAX_LENGTH, 'aurora-dk', apply, target);
    document.head.innerHTML = '';
    call(preloadPicture, 'data-picture-hint');
    document.body.innerHTML = `<div id="${PICTURE_SPLASH_ID}" hidden aria-hidden="true"><div><img alt=""></div></div>`;
    call(showPicture, PICTURE_SPLASH_ID);
    expect({ link: document.head.querySelector('link[rel="preload"]')!.outerHTML, splash: document.getElementById(PICTURE_SPLASH_ID)!.outerHTML }).toEqual(byScript);
    expect(pictureSplashScript('aurora-dk').startsWith(`(${applyRememberedPicture.toString()})(`)).toBe(true);
    expect(pictureHintPreloadScript('aurora-dk')).toContain(preloadPicture.toString());
    expect(pictureSplashScript('aurora-dk')).toContain(showPicture.toString());
  });

  it("home's splash stays hidden for another site, without a session, or without a hint", () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    expect(runSplashScript('aurora-dk').hidden).toBe(true);
    storePictureHint('aurora-dk', SRC, image());
    expect(runSplashScript('volta-se').hidden).toBe(true);
    window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
    const splash = runSplashScript('aurora-dk');
    expect(splash.hidden).toBe(true);
    expect(splash.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(pictureSplashScript('x</script><script>alert(1)</script>')).not.toContain('</script>');
  });
});
