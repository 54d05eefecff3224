/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { onServerOnly } from '@/lib/boot/code-in-page';
import { appSourceFiles, ROOT } from '../../utils/source-files';

describe('code listed in the static page (lib/boot/code-in-page.ts)', () => {
  it('renders its part on the server and nothing in the browser', () => {
    let rendered = 0;
    function Part() {
      rendered += 1;
      return createElement('span', null, 'part');
    }
    const CodeInPage = onServerOnly(Part);

    expect(renderToString(createElement(CodeInPage))).toBe('<span>part</span>');
    expect(rendered).toBe(1);

    const global = globalThis as { window?: unknown };
    global.window = {};
    try {
      expect(renderToString(createElement(CodeInPage))).toBe('');
    } finally {
      delete global.window;
    }
    expect(rendered).toBe(1);
  });

  it('every next/dynamic part that only lists code is rendered on the server only', () => {
    // In the browser next/dynamic follows its chunk through a store; the chunk arriving while React
    // draws a page in the background made React redo that whole render in one long task.
    const listing = /dynamic\(\s*\(\)\s*=>\s*import\([^)]*\)\s*\.then\(listCodeOnly\)\s*\)/g;
    const parts = appSourceFiles().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(listing)].map((match) => ({
        file: path.relative(ROOT, file),
        wrapped: source.slice(Math.max(0, match.index - 'onServerOnly('.length), match.index) === 'onServerOnly(',
      }));
    });
    // The header's, the footer's, the consent-again prompt's and the API client's.
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts.filter((part) => !part.wrapped)).toEqual([]);
  });
});
