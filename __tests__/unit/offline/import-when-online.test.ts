import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { CHUNK_RETRIES_ONLINE, CHUNK_RETRY_DELAY_MS, importWhenOnline } from '@/lib/offline/import-when-online';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';

afterEach(() => {
  onlineManager.setOnline(true);
  jest.useRealTimers();
});

const chunkError = () => new Error('Loading chunk 782 failed.');

describe('importWhenOnline', () => {
  it('asks for a chunk that failed offline again once the browser is back online, and not before', async () => {
    onlineManager.setOnline(false);
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(chunkError()).mockResolvedValue('the part');
    let result: string | undefined;
    const loading = importWhenOnline(load).then((value) => (result = value));

    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toBeUndefined();

    onlineManager.setOnline(true);
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
    expect(result).toBe('the part');
  });

  it('tries a chunk that failed online again a second later, and gives up after the retries', async () => {
    jest.useFakeTimers();
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(chunkError());
    const loading = importWhenOnline(load);
    const outcome = loading.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    for (let retry = 0; retry < CHUNK_RETRIES_ONLINE; retry += 1) await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    expect(await outcome).toBe('Loading chunk 782 failed.');
    expect(load).toHaveBeenCalledTimes(1 + CHUNK_RETRIES_ONLINE);
  });

  it('gives back the part at once when its chunk comes', async () => {
    const load = jest.fn().mockResolvedValue({ Part: 'x' });
    await expect(importWhenOnline(load)).resolves.toEqual({ Part: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyWhenOnline', () => {
  const Part = ({ name }: { name: string }) => createElement('p', null, `part ${name}`);
  const Fallback = () => createElement('p', null, 'fallback');
  const inSuspense = (element: ReturnType<typeof createElement>) => render(createElement(Suspense, { fallback: 'loading' }, element));

  it('renders the component it picks out of the loaded module, with its props', async () => {
    const load = jest.fn().mockResolvedValue({ Part });
    const Lazy = lazyWhenOnline(load, (module: { Part: typeof Part }) => module.Part);
    inSuspense(createElement(Lazy, { name: 'one' }));
    expect(await screen.findByText('part one')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the fallback when the chunk never comes', async () => {
    jest.useFakeTimers();
    const load = jest.fn<Promise<{ Part: typeof Part }>, []>().mockRejectedValue(chunkError());
    const Lazy = lazyWhenOnline(load, (module) => module.Part, Fallback);
    inSuspense(createElement(Lazy, { name: 'two' }));
    await act(async () => {
      for (let retry = 0; retry < CHUNK_RETRIES_ONLINE; retry += 1) await jest.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);
    });
    jest.useRealTimers();
    expect(await screen.findByText('fallback')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1 + CHUNK_RETRIES_ONLINE);
  });
});
