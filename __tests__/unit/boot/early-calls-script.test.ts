import { ACCESS_TOKEN_EXPIRY_STORAGE_KEY, ACCESS_TOKEN_STORAGE_KEY, AUTHENTICATED_MARKER_KEY, EARLY_REFRESH_GLOBAL } from '@/config/auth';
import { EARLY_CALLS_GLOBAL, LIST_PICTURE_HINT_KEY, SHELL_PICTURE_ID } from '@/config/boot';
import { AUTHENTICATED_MARKER_VALUE } from '@/lib/auth/stored-token';
import { earlyCallsArguments, earlyCallsScript, sendEarlyCalls, type EarlyCallPlan } from '@/lib/boot/early-calls-script';
import type { EarlyCall } from '@/lib/boot/early-calls';
import { mediaFramePictureTemplate } from '@/lib/boot/picture-template';

const SIZES = '(max-width: 699px) 100vw, 360px';
const LIST = 'https://api.example.test/aurora-dk/api/profile/news?source=website&page=1&pageSize=10';
const ACCOUNT = 'https://api.example.test/aurora-dk/api/profile/loyalty-account';
const PLANS: EarlyCallPlan[] = [
  { url: LIST, picture: { list: 'data', field: 'imageUrl', template: mediaFramePictureTemplate(SIZES) } },
  { url: ACCOUNT, when: { param: 'view', value: 'points' } },
];
const PICTURE = 'https://api.example.test/__mock/images/solstice.webp?v=2';
const SITE = 'aurora-dk';
const HINT = `${LIST_PICTURE_HINT_KEY}:${LIST}`;

let answers: Record<string, { status: number; body: unknown }>;
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers[url] ?? { status: 404, body: {} };
  return {
    status: answer.status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(answer.body),
  };
});

function signIn(expiresInSeconds = 600) {
  window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, AUTHENTICATED_MARKER_VALUE);
  window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'token-1');
  window.sessionStorage.setItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY, String(Math.floor(Date.now() / 1000) + expiresInSeconds));
}

/** The page's address, then the head's script run as the browser runs it; returns the calls it kept. */
async function run(search = ''): Promise<EarlyCall[]> {
  window.history.replaceState(null, '', `/nyheder${search}`);
  new Function(earlyCallsScript(PLANS, SITE))();
  const calls = (window as unknown as Record<string, EarlyCall[] | undefined>)[EARLY_CALLS_GLOBAL] ?? [];
  await Promise.all(calls.map((call) => call.answer));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls;
}

const preload = () => document.head.querySelector<HTMLLinkElement>('link[rel="preload"][data-early-picture]');
const shellPicture = () => document.getElementById(SHELL_PICTURE_ID)!;

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.head.innerHTML = '';
  // The static page's place for the picture (ScreenShell with `picture`).
  document.body.innerHTML = `<span id="${SHELL_PICTURE_ID}" hidden aria-hidden="true"><img alt=""></span>`;
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL];
  fetchMock.mockClear();
  answers = { [LIST]: { status: 200, body: { data: [{ id: 'n1', imageUrl: PICTURE }], pagination: {} } }, [ACCOUNT]: { status: 200, body: { points: 5 } } };
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe('the early calls of a page head (lib/boot/early-calls-script.ts)', () => {
  it('sends the plain address calls with the session token, keeps them for the client, and preloads the first picture', async () => {
    signIn();
    const calls = await run();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(LIST, { headers: { Accept: 'application/json', Authorization: 'Bearer token-1' } });
    expect(calls.map(({ url, authorization }) => ({ url, authorization }))).toEqual([{ url: LIST, authorization: 'Bearer token-1' }]);
    await expect(calls[0]!.answer).resolves.toEqual({ status: 200, body: JSON.stringify(answers[LIST]!.body), contentType: 'application/json' });

    // The addresses next/image gives the card's picture, so the card draws the preloaded file.
    const template = mediaFramePictureTemplate(SIZES);
    const encoded = encodeURIComponent(PICTURE);
    const link = preload()!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(link.getAttribute('href')).toBe(template.href.split(template.placeholder).join(encoded));
    expect(link.getAttribute('imagesrcset')).toBe(template.srcSet.split(template.placeholder).join(encoded));
    expect(link.getAttribute('imagesrcset')).toContain(`url=${encoded}&w=`);
    expect(link.getAttribute('imagesizes')).toBe(SIZES);

    // The static page shows it in its place, with the same addresses, before the scripts run.
    expect(shellPicture().hidden).toBe(false);
    const img = shellPicture().querySelector('img')!;
    expect(img.getAttribute('src')).toBe(link.getAttribute('href'));
    expect(img.getAttribute('srcset')).toBe(link.getAttribute('imagesrcset'));
    expect(img.getAttribute('sizes')).toBe(SIZES);
  });

  it('preloads the picture without showing it once the page has opened (no place left)', async () => {
    signIn();
    document.body.innerHTML = '';
    await run();
    expect(preload()).not.toBeNull();
  });

  it('shows the picture once the parser reaches its place, when the answer came before it', async () => {
    signIn();
    document.body.innerHTML = '';
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      await run();
      expect(preload()).not.toBeNull();
      // The rest of the document arrives, and the parse ends.
      document.body.innerHTML = `<span id="${SHELL_PICTURE_ID}" hidden aria-hidden="true"><img alt=""></span>`;
      document.dispatchEvent(new Event('DOMContentLoaded'));
    } finally {
      readyState.mockRestore();
    }
    expect(shellPicture().hidden).toBe(false);
    expect(shellPicture().querySelector('img')!.getAttribute('src')).toBe(preload()!.getAttribute('href'));
  });

  it('sends only the calls of the address it has: the Points tab, or nothing for a filtered list', async () => {
    signIn();
    await run('?view=points&period=this-year');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([ACCOUNT]);
    expect(preload()).toBeNull();

    fetchMock.mockClear();
    delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
    expect(await run('?category=service')).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does nothing without a session or with an expired token', async () => {
    expect(await run()).toEqual([]);
    signIn(-60);
    expect(await run()).toEqual([]);
    signIn(5); // within the expiry skew: the client would refresh first
    expect(await run()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('preloads nothing for a failed call, an empty list or a picture next/image leaves alone (SVG)', async () => {
    signIn();
    answers[LIST] = { status: 500, body: {} };
    await run();
    expect(preload()).toBeNull();
    answers[LIST] = { status: 200, body: { data: [], pagination: {} } };
    await run();
    expect(preload()).toBeNull();
    answers[LIST] = { status: 200, body: { data: [{ id: 'n1', imageUrl: 'https://api.example.test/logo.svg' }] } };
    await run();
    expect(preload()).toBeNull();
    expect(shellPicture().hidden).toBe(true);
  });

  it('never fails the page: a network error leaves an answer of undefined for the client to ignore', async () => {
    signIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const calls = await run();
    await expect(calls[0]!.answer).resolves.toBeUndefined();
    expect(preload()).toBeNull();
  });

  it('is the typed function written into the page: calling it does what the script does', async () => {
    signIn();
    const byScript = await run();
    const shown = { link: preload()!.outerHTML, img: shellPicture().innerHTML };

    fetchMock.mockClear();
    delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
    // As the first visit: the picture the first run kept would be shown at once (below).
    window.localStorage.removeItem(HINT);
    document.head.innerHTML = '';
    document.body.innerHTML = `<span id="${SHELL_PICTURE_ID}" hidden aria-hidden="true"><img alt=""></span>`;
    sendEarlyCalls(...earlyCallsArguments(PLANS, SITE));
    const byCall = (window as unknown as Record<string, EarlyCall[]>)[EARLY_CALLS_GLOBAL]!;
    await Promise.all(byCall.map((call) => call.answer));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(byCall.map(({ url, authorization }) => [url, authorization])).toEqual(byScript.map(({ url, authorization }) => [url, authorization]));
    expect({ link: preload()!.outerHTML, img: shellPicture().innerHTML }).toEqual(shown);
    expect(earlyCallsScript(PLANS, SITE).startsWith(`(${sendEarlyCalls.toString()})(`)).toBe(true);
  });

  it("in a tab without a token, sends the calls with the token the head's early refresh stored, once it has settled", async () => {
    // lib/boot/early-refresh-script.ts ran first in the head: it keeps a promise, settled once the
    // new token is stored.
    let settle!: () => void;
    (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] = new Promise<void>((resolve) => (settle = () => resolve()));
    window.history.replaceState(null, '', '/nyheder');
    new Function(earlyCallsScript(PLANS, SITE))();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();

    signIn();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'token-2');
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(LIST, { headers: { Accept: 'application/json', Authorization: 'Bearer token-2' } });
    const calls = (window as unknown as Record<string, EarlyCall[]>)[EARLY_CALLS_GLOBAL]!;
    expect(calls.map(({ authorization }) => authorization)).toEqual(['Bearer token-2']);
  });

  it('sends nothing when the early refresh stored no token (refused, failed, or sent nothing)', async () => {
    for (const answer of [new Response('{}', { status: 401 }), undefined]) {
      (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] = Promise.resolve(answer);
      expect(await run()).toEqual([]);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cannot close its element, whatever the addresses hold', () => {
    expect(earlyCallsScript([{ url: 'https://x.test/</script><script>alert(1)</script>' }], SITE)).not.toContain('</script>');
  });
});

describe("a list's first picture kept for the next visit (lib/boot/early-calls-script.ts)", () => {
  const OTHER = 'https://api.example.test/__mock/images/aurora.webp?v=1';
  const template = mediaFramePictureTemplate(SIZES);
  const addressOf = (src: string) => template.href.split(template.placeholder).join(encodeURIComponent(src));
  const kept = () => JSON.parse(window.localStorage.getItem(HINT) ?? 'null') as unknown;
  const remembered = () => document.head.querySelector('link[rel="preload"][data-remembered-picture]');
  const keep = (src: string, site = SITE) => window.localStorage.setItem(HINT, JSON.stringify({ site, src }));
  const markSession = () => window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, AUTHENTICATED_MARKER_VALUE);

  it('keeps the first picture of the answer, with the site, under the call address', async () => {
    signIn();
    await run();
    expect(kept()).toEqual({ site: SITE, src: PICTURE });
  });

  it("keeps nothing without the session's marker, for a failed call, or for a picture it does not show", async () => {
    signIn();
    window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
    await run();
    expect(kept()).toBeNull();
    signIn();
    answers[LIST] = { status: 503, body: {} };
    await run();
    expect(kept()).toBeNull();
    answers[LIST] = { status: 200, body: { data: [{ id: 'n1', imageUrl: 'https://api.example.test/logo.svg' }] } };
    await run();
    expect(kept()).toBeNull();
  });

  it('in a new tab, asks for the kept picture and shows it at once, before the early refresh has settled', async () => {
    markSession();
    keep(PICTURE);
    // The head's early refresh is still under way: no token, no call yet.
    (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] = new Promise(() => {});
    await run();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(remembered()?.getAttribute('href')).toBe(addressOf(PICTURE));
    expect(remembered()?.getAttribute('imagesizes')).toBe(SIZES);
    expect(shellPicture().hidden).toBe(false);
    expect(shellPicture().querySelector('img')!.getAttribute('src')).toBe(addressOf(PICTURE));
  });

  it('asks for the same picture once when the answer agrees, and replaces it when the list now starts with another', async () => {
    signIn();
    keep(PICTURE);
    await run();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    expect(remembered()).not.toBeNull();

    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL];
    keep(OTHER);
    await run();
    expect(remembered()?.getAttribute('href')).toBe(addressOf(OTHER));
    expect(preload()?.getAttribute('href')).toBe(addressOf(PICTURE));
    expect(shellPicture().querySelector('img')!.getAttribute('src')).toBe(addressOf(PICTURE));
    expect(kept()).toEqual({ site: SITE, src: PICTURE });
  });

  it("shows nothing kept for another site, without the session's marker, on another address, or when malformed", async () => {
    const pending = () => ((window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL] = new Promise(() => {}));
    const cases: Array<[string, () => void, string]> = [
      ['another site', () => (markSession(), keep(PICTURE, 'volta-se')), ''],
      ['no marker', () => keep(PICTURE), ''],
      ['a filtered list', () => (markSession(), keep(PICTURE)), '?category=service'],
      ['the Points tab', () => (markSession(), keep(PICTURE)), '?view=points'],
      ['not JSON', () => (markSession(), window.localStorage.setItem(HINT, '{')), ''],
      ['no address', () => (markSession(), window.localStorage.setItem(HINT, JSON.stringify({ site: SITE, src: '' }))), ''],
    ];
    for (const [what, arrange, search] of cases) {
      window.localStorage.clear();
      document.head.innerHTML = '';
      arrange();
      pending();
      await run(search);
      expect([what, remembered()]).toEqual([what, null]);
      expect([what, shellPicture().hidden]).toEqual([what, true]);
    }
  });
});
