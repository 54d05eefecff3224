import { act, render, screen } from '@testing-library/react';
import { AfterLoad } from '@/components/shell/after-load';
import { Header } from '@/components/shell/header';
import { renderWithProviders } from '../../utils/render-with-providers';

/**
 * The signed-in frame shows before the owner's data has arrived
 * (docs/performance.md#open-before-profile): the header's News link keeps its place, unseen and
 * out of reach, until the first page of news says whether it belongs there, so the links after it
 * never move.
 */
describe('the header while the first page of news loads', () => {
  const header = (showNews: boolean | undefined) => (
    <Header route="home" ownerName="Mette Hansen" showNews={showNews} onLogout={() => undefined} />
  );
  const desktopLinks = () => screen.getAllByRole('navigation', { name: 'Hovedmenu' })[0]!;

  it('keeps the News link’s place hidden from sight, keyboard and screen readers while unknown', () => {
    renderWithProviders(header(undefined), { site: 'aurora-dk', locale: 'da' });
    const news = desktopLinks().querySelector('a[href="/nyheder"]');
    expect(news).not.toBeNull();
    const item = news!.closest('li')!;
    expect(item).toHaveAttribute('aria-hidden', 'true');
    expect(item).toHaveStyle({ visibility: 'hidden' });
    // Not among the links a screen reader or the Tab key reaches.
    expect(screen.queryByRole('link', { name: 'Nyheder' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Forhandler' })[0]).toBeVisible();
  });

  it('shows the News link when there is news, and drops it when there is none', () => {
    const { rerender } = renderWithProviders(header(true), { site: 'aurora-dk', locale: 'da' });
    expect(screen.getAllByRole('link', { name: 'Nyheder' })[0]).toBeVisible();
    expect(desktopLinks().querySelector('li[aria-hidden]')).toBeNull();
    rerender(header(false));
    expect(desktopLinks().querySelector('a[href="/nyheder"]')).toBeNull();
  });
});

describe('AfterLoad (components/shell/after-load.tsx)', () => {
  let idle: Array<() => void> = [];
  const { requestIdleCallback, cancelIdleCallback } = window;
  afterAll(() => Object.assign(window, { requestIdleCallback, cancelIdleCallback }));
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = jest.fn();
  });

  function setReadyState(state: DocumentReadyState) {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  }
  afterEach(() => setReadyState('complete'));

  it('renders nothing until the page has loaded and the browser is idle, then its children', async () => {
    setReadyState('loading');
    render(
      <AfterLoad>
        <p>banner</p>
      </AfterLoad>,
    );
    expect(screen.queryByText('banner')).not.toBeInTheDocument();
    expect(idle).toHaveLength(0);

    setReadyState('complete');
    act(() => void window.dispatchEvent(new Event('load')));
    expect(idle).toHaveLength(1);
    expect(screen.queryByText('banner')).not.toBeInTheDocument();

    await act(async () => idle[0]!());
    expect(screen.getByText('banner')).toBeInTheDocument();
  });

  it('waits only for the browser to be idle when the page has already loaded', async () => {
    render(
      <AfterLoad>
        <p>banner</p>
      </AfterLoad>,
    );
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(screen.getByText('banner')).toBeInTheDocument();
  });

  it('mounts at once, without waiting for the load or for idle time, when its wake-up event comes', () => {
    setReadyState('loading');
    render(
      <AfterLoad wakeOn="test:wake">
        <p>banner</p>
      </AfterLoad>,
    );
    expect(screen.queryByText('banner')).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('test:wake')));
    expect(screen.getByText('banner')).toBeInTheDocument();
    expect(idle).toHaveLength(0);
  });

  it('waits while held, even with the page loaded, then for an idle moment', async () => {
    const { rerender } = render(
      <AfterLoad hold>
        <p>banner</p>
      </AfterLoad>,
    );
    expect(idle).toHaveLength(0);
    expect(screen.queryByText('banner')).not.toBeInTheDocument();

    rerender(
      <AfterLoad hold={false}>
        <p>banner</p>
      </AfterLoad>,
    );
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(screen.getByText('banner')).toBeInTheDocument();
  });

  it('mounts at once on its wake-up event while held', () => {
    render(
      <AfterLoad hold wakeOn="test:wake">
        <p>banner</p>
      </AfterLoad>,
    );
    act(() => void window.dispatchEvent(new Event('test:wake')));
    expect(screen.getByText('banner')).toBeInTheDocument();
  });
});
