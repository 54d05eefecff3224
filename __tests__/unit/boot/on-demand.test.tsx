import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { ErrorStateOnDemand } from '@/components/ui/states-on-demand';
import { CHUNK_RETRIES_ONLINE, CHUNK_RETRY_DELAY_MS } from '@/lib/offline/import-when-online';
import { onDemandInBrowser } from '@/lib/on-demand';
import { renderWithProviders } from '../../utils/render-with-providers';
import { appSourceFiles, ROOT } from '../../utils/source-files';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose code comes when the test says so. */
function partOnCall() {
  let arrive!: () => void;
  const code = new Promise<{ Greeting: typeof Greeting }>((resolve) => {
    arrive = () => resolve({ Greeting });
  });
  const load = jest.fn(() => code);
  return { Part: onDemandInBrowser(load, (module) => module.Greeting), load, arrive };
}

describe('parts loaded on demand in the browser (lib/on-demand.tsx)', () => {
  it('is not in the static page, and its code is not asked for on the server', () => {
    const { Part, load } = partOnCall();
    expect(renderToString(<Part name="Mette" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('draws what is around it at once, and itself, with its props, when its code has come', async () => {
    const { Part, load, arrive } = partOnCall();
    render(
      <div>
        <h2>Your cars</h2>
        <Part name="Mette" />
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Your cars' })).toBeInTheDocument();
    expect(screen.queryByText('Hello Mette')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => arrive());
    expect(await screen.findByText('Hello Mette')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your cars' })).toBeInTheDocument();
  });

  it('draws nothing, and keeps the page, when its code cannot be had', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn((): Promise<{ Greeting: typeof Greeting }> => Promise.reject(new Error('ChunkLoadError')));
      const Part = onDemandInBrowser(load, (module) => module.Greeting);
      render(
        <div>
          <h2>Your cars</h2>
          <Part name="Mette" />
        </div>,
      );
      // Asked for again while online, a second apart, then given up.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS * (CHUNK_RETRIES_ONLINE + 1));
      });
      expect(load).toHaveBeenCalledTimes(CHUNK_RETRIES_ONLINE + 1);
      expect(screen.getByRole('heading', { name: 'Your cars' })).toBeInTheDocument();
      expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('the kit error state comes with its message and working retry', async () => {
    const onRetry = jest.fn();
    renderWithProviders(<ErrorStateOnDemand message="Your cars could not be loaded." onRetry={onRetry} retryLabel="Try again" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cars could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('no part is loaded in the browser only through next/dynamic', () => {
    // next/dynamic follows its chunk through a store; the chunk arriving while React draws the page
    // in the background made React redo that whole render at once, in one long task.
    const browserOnlyDynamic = /dynamic\([\s\S]*?\{\s*ssr:\s*false\s*\}\s*\)/g;
    const found = appSourceFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(browserOnlyDynamic)].map(() => path.relative(ROOT, file)),
    );
    expect(found).toEqual([]);
  });

  it('next/dynamic only lists code in a static page, or draws a part there: never a part the browser loads later', () => {
    // The uses that stay: the parts that list a chunk among a static page's scripts and render nothing
    // in the browser (lib/boot/code-in-page.ts), and the sign-in pages' layout, drawn in their static
    // page (layouts/layout-for-route.tsx). Any other part loads with React.lazy (lib/offline/lazy-when-online.ts).
    const DRAWN_IN_STATIC_PAGE = ['layouts/layout-for-route.tsx'];
    const found = appSourceFiles().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes("from 'next/dynamic'")) return [];
      const calls = [...source.matchAll(/(onServerOnly\()?\bdynamic\(/g)].filter((call) => call[1] === undefined);
      return calls.length > 0 && !DRAWN_IN_STATIC_PAGE.includes(path.relative(ROOT, file).split(path.sep).join('/')) ? [path.relative(ROOT, file)] : [];
    });
    expect(found).toEqual([]);
  });
});
