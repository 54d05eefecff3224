import { AUTHENTICATED_MARKER_KEY } from '@/config/auth';
import { SESSION_ATTRIBUTE } from '@/config/boot';
import { inlineCall } from '@/lib/boot/inline-script';
import { markSession, sessionMarkScript } from '@/lib/boot/session-mark-script';

/** Runs the head's inline script as the browser does. */
const run = () => new Function(sessionMarkScript())();

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  jest.restoreAllMocks();
});

describe("the signed-in page's session mark", () => {
  it('marks <html> when this browser holds a session', () => {
    window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
    run();
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);
  });

  it.each([
    ['no marker', undefined],
    ['a marker that is not "true"', 'false'],
  ])('leaves <html> unmarked with %s', (_, marker) => {
    if (marker !== undefined) window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, marker);
    run();
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
  });

  it('never fails the page where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
  });

  it('is the typed function’s own text, called with the marker, and does what calling it does', () => {
    expect(sessionMarkScript()).toBe(`(${markSession.toString()})("authenticated","true","data-session");`);
    const marked = () => document.documentElement.hasAttribute(SESSION_ATTRIBUTE);
    for (const marker of ['true', 'false', null]) {
      if (marker === null) window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
      else window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, marker);
      document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
      markSession(AUTHENTICATED_MARKER_KEY, 'true', SESSION_ATTRIBUTE);
      const byCall = marked();
      document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
      run();
      expect([marker, marked()]).toEqual([marker, byCall]);
    }
  });

  it('refuses a function whose text would end the script element, and escapes what could in its arguments', () => {
    const closes = (text: string) => void text;
    Object.defineProperty(closes, 'toString', { value: () => 'function(t){"</script>"}' });
    expect(() => inlineCall(closes, 'x')).toThrow(/end the script element/);
    // A function argument is written by its text too, and refused the same way.
    expect(() => inlineCall((rule: (value: string) => void) => void rule, closes)).toThrow(/end the script element/);
    expect(inlineCall((text: string) => void text, '</script><script>alert(1)</script>')).not.toMatch(/<\/script/i);
  });

  it('is the same for every page (one CSP hash), and names the marker and the attribute', () => {
    expect(sessionMarkScript()).toBe(sessionMarkScript());
    expect(sessionMarkScript()).toContain(JSON.stringify(AUTHENTICATED_MARKER_KEY));
    expect(sessionMarkScript()).toContain(JSON.stringify(SESSION_ATTRIBUTE));
  });
});
