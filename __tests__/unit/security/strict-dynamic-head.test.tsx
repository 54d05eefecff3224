/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { HtmlContext, type HtmlProps } from 'next/dist/shared/lib/html-context.shared-runtime';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { SCRIPT_LOADER_SOURCE } from '@/lib/security/script-loader';
import { StrictDynamicHead } from '@/lib/security/strict-dynamic-head';

const PAGE = '/[site]/[locale]/home';

/** What Next gives the document of a page, as a webpack production build's manifest has it. */
function context(isDevelopment: boolean): HtmlProps {
  return {
    __NEXT_DATA__: { page: PAGE, query: {}, props: {}, buildId: 'build-id' } as HtmlProps['__NEXT_DATA__'],
    dangerousAsPath: '/home',
    docComponentsRendered: {},
    buildManifest: {
      polyfillFiles: ['static/chunks/polyfills-1.js'],
      devFiles: [],
      lowPriorityFiles: ['static/build-id/_buildManifest.js', 'static/build-id/_ssgManifest.js'],
      rootMainFiles: [],
      rootMainFilesTree: {},
      pages: {
        '/_app': ['static/chunks/webpack-2.js', 'static/chunks/framework-3.js', 'static/chunks/main-4.js', 'static/chunks/pages/_app-5.js'],
        [PAGE]: ['static/chunks/webpack-2.js', 'static/chunks/shared-6.js', 'static/chunks/pages/[site]/[locale]/home-7.js'],
      },
    } as unknown as HtmlProps['buildManifest'],
    isDevelopment,
    deploymentId: undefined,
    dynamicImports: ['static/chunks/dynamic-8.js'],
    dynamicCssManifest: new Set(),
    assetPrefix: '',
    headTags: [],
    assetQueryString: '',
    mutableAssetQueryString: '',
    cssAssetQueryString: '',
    scriptLoader: {},
  };
}

const render = (isDevelopment: boolean) =>
  renderToStaticMarkup(
    <HtmlContext.Provider value={context(isDevelopment)}>
      <StrictDynamicHead />
    </HtmlContext.Provider>,
  );

describe("the document's head (lib/security/strict-dynamic-head.tsx)", () => {
  it("in production writes no <script src> and no script preload, but one loader with Next's scripts in Next's order", () => {
    const html = render(false);
    expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link\b[^>]*as="script"/);
    expect(html.split(SCRIPT_LOADER_SOURCE)).toHaveLength(2);
    expect(/data-nomodule-scripts="([^"]*)"/.exec(html)?.[1]).toBe('/_next/static/chunks/polyfills-1.js');
    expect(/data-scripts="([^"]*)"/.exec(html)?.[1]?.split(' ')).toEqual([
      '/_next/static/chunks/dynamic-8.js',
      '/_next/static/chunks/webpack-2.js',
      '/_next/static/chunks/framework-3.js',
      '/_next/static/chunks/main-4.js',
      '/_next/static/chunks/pages/_app-5.js',
      '/_next/static/chunks/shared-6.js',
      '/_next/static/chunks/pages/%5Bsite%5D/%5Blocale%5D/home-7.js',
      '/_next/static/build-id/_buildManifest.js',
      '/_next/static/build-id/_ssgManifest.js',
    ]);
    // The only inline script is the loader, whose hash the build's list gets (scripts/csp-hashes.ts).
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(`<script>${SCRIPT_LOADER_SOURCE}</script>`));
  });

  it("in next dev keeps Next's own tags (its policy allows them)", () => {
    const html = render(true);
    expect(html).not.toContain(SCRIPT_LOADER_SOURCE);
    expect(html).toContain('<script src="/_next/static/chunks/main-4.js" defer=""></script>');
    expect(html).toMatch(/<script defer="" noModule="" src="\/_next\/static\/chunks\/polyfills-1.js"><\/script>/i);
  });
});
