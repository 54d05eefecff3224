import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import {
  SCRIPT_LOADER_NOMODULE_ATTRIBUTE,
  SCRIPT_LOADER_SCRIPTS_ATTRIBUTE,
  SCRIPT_LOADER_SOURCE,
} from '@/lib/security/script-loader';

const RUNTIME = '/_next/static/chunks/webpack-1.js';
const FRAMEWORK = '/_next/static/chunks/framework-2.js';
const PAGE = '/_next/static/chunks/pages/%5Bsite%5D/%5Blocale%5D/home-3.js';
const MANIFEST = '/_next/static/build-id/_buildManifest.js';
const POLYFILLS = '/_next/static/chunks/polyfills-4.js';

/** Runs the loader as the page's inline script would, with these attributes. */
function runLoader(attributes: Record<string, string>) {
  const loader = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) loader.setAttribute(name, value);
  loader.textContent = SCRIPT_LOADER_SOURCE;
  document.head.appendChild(loader);
}

const added = () =>
  [...document.body.querySelectorAll('script')].map((script) => ({ src: new URL(script.src).pathname, async: script.async }));
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);

describe('the script loader (lib/security/script-loader.ts)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("asks for every script at once and runs them in Next's order, one after the other", () => {
    runLoader({ [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: [RUNTIME, FRAMEWORK, PAGE, MANIFEST].join(' ') });
    expect(preloaded()).toEqual([RUNTIME, FRAMEWORK, PAGE, MANIFEST]);
    // At the priority of the `defer` scripts they replace, below the font and the pictures.
    expect([...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low', 'low']);
    // The document is parsed already here (readyState is not "loading"), so they are added at once.
    expect(added()).toEqual([RUNTIME, FRAMEWORK, PAGE, MANIFEST].map((src) => ({ src, async: false })));
    // As Next wrote them: its client router finds a loaded script by `script[src^="/_next/…"]`.
    expect([...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([RUNTIME, FRAMEWORK, PAGE, MANIFEST]);
    expect(document.querySelector(`script[src^="${RUNTIME}"]`)).not.toBeNull();
  });

  it('waits for the document to be parsed before adding the scripts, as defer did', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runLoader({ [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: [RUNTIME, PAGE].join(' ') });
    expect(preloaded()).toEqual([RUNTIME, PAGE]);
    expect(added()).toEqual([]);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added().map(({ src }) => src)).toEqual([RUNTIME, PAGE]);
  });

  /** Runs `run` in a browser with (or without) module scripts, which `noModule` on script elements tells. */
  function withModules(supported: boolean, run: () => void) {
    const prototype = HTMLScriptElement.prototype as { noModule?: boolean };
    const own = Object.getOwnPropertyDescriptor(prototype, 'noModule');
    if (supported) Object.defineProperty(prototype, 'noModule', { configurable: true, get: () => false });
    else delete prototype.noModule;
    try {
      expect('noModule' in document.createElement('script')).toBe(supported);
      run();
    } finally {
      delete prototype.noModule;
      if (own) Object.defineProperty(prototype, 'noModule', own);
    }
  }

  it('leaves the nomodule polyfills out where the browser has modules', () => {
    withModules(true, () => runLoader({ [SCRIPT_LOADER_NOMODULE_ATTRIBUTE]: POLYFILLS, [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: RUNTIME }));
    expect(added().map(({ src }) => src)).toEqual([RUNTIME]);
    expect(preloaded()).toEqual([RUNTIME]);
  });

  it('runs the polyfills first where the browser has no modules', () => {
    withModules(false, () => runLoader({ [SCRIPT_LOADER_NOMODULE_ATTRIBUTE]: POLYFILLS, [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: RUNTIME }));
    expect(added().map(({ src }) => src)).toEqual([POLYFILLS, RUNTIME]);
    expect(preloaded()).toEqual([POLYFILLS, RUNTIME]);
  });

  it("a copy injected with a list of its own loads nothing but this origin's /_next/static/ files", () => {
    runLoader({
      [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: [
        'https://attacker.example/_next/static/x.js',
        '//attacker.example/_next/static/x.js',
        '/api/auth/getRefreshTokenCookie',
        '/_next/static/../../api/evil.js',
        '/_next/static/chunks/not-a-script.css',
        'javascript:alert(1)',
        '_next/static/chunks/relative.js',
        RUNTIME,
      ].join(' '),
    });
    expect(added().map(({ src }) => src)).toEqual([RUNTIME]);
    expect(preloaded()).toEqual([RUNTIME]);
  });

  it('loads nothing when document.currentScript is clobbered by an injected element', () => {
    const img = document.createElement('img');
    img.setAttribute('name', 'currentScript');
    img.setAttribute(SCRIPT_LOADER_SCRIPTS_ATTRIBUTE, RUNTIME);
    document.body.appendChild(img);
    const currentScript = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(img as unknown as HTMLScriptElement);
    try {
      runLoader({ [SCRIPT_LOADER_SCRIPTS_ATTRIBUTE]: RUNTIME });
    } finally {
      currentScript.mockRestore();
    }
    expect(added()).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it('is one fixed script, so every page has the same one hash', () => {
    const page = (list: string) => `<script ${SCRIPT_LOADER_SCRIPTS_ATTRIBUTE}="${list}">${SCRIPT_LOADER_SOURCE}</script>`;
    expect(inlineScriptHashes(page(RUNTIME))).toEqual(inlineScriptHashes(page(`${RUNTIME} ${PAGE}`)));
    expect(SCRIPT_LOADER_SOURCE).not.toMatch(/<\/script/i);
  });
});
