import { render, renderHook } from '@testing-library/react';
import { useMemo } from 'react';
import { mayKeepPageProps, useStablePageProps } from '@/lib/page/use-stable-page-props';

// What the router's replace right after hydration hands _app: the same props, parsed again.
const parsedAgain = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const props = {
  site: { id: 'aurora-dk', theme: { colors: { primary: '#123' } } },
  locale: 'da',
  route: 'home',
  _nextI18Next: { initialI18nStore: { da: { common: { hello: 'Hej' } } } },
};

describe('useStablePageProps', () => {
  it('keeps the first object while a new one has the same content', () => {
    const { result, rerender } = renderHook(({ value }) => useStablePageProps(value), { initialProps: { value: props } });
    const first = result.current;
    rerender({ value: parsedAgain(props) });
    expect(result.current).toBe(first);
  });

  it('takes the new object when its content differs (words regenerated in between)', () => {
    const { result, rerender } = renderHook(({ value }) => useStablePageProps(value), { initialProps: { value: props } });
    const changed = parsedAgain(props);
    changed._nextI18Next.initialI18nStore.da.common.hello = 'Goddag';
    rerender({ value: changed });
    expect(result.current).toBe(changed);
    expect(result.current).not.toBe(props);
  });

  it('lets a tree built from the props skip the second render, as _app does', () => {
    const renders = jest.fn();
    function Page({ route }: { route: string }) {
      renders(route);
      return <p>{route}</p>;
    }
    function App({ pageProps }: { pageProps: typeof props }) {
      const stable = useStablePageProps(pageProps);
      return useMemo(() => <Page route={stable.route} />, [stable]);
    }
    const { rerender } = render(<App pageProps={props} />);
    rerender(<App pageProps={parsedAgain(props)} />);
    expect(renders).toHaveBeenCalledTimes(1);
    rerender(<App pageProps={{ ...parsedAgain(props), route: 'rewards' }} />);
    expect(renders).toHaveBeenCalledTimes(2);
    expect(renders).toHaveBeenLastCalledWith('rewards');
  });

  it('hands over every new object when not enabled (a page whose HTML may depend on the query)', () => {
    const { result, rerender } = renderHook(({ value }) => useStablePageProps(value, false), { initialProps: { value: props } });
    const again = parsedAgain(props);
    rerender({ value: again });
    expect(result.current).toBe(again);
  });
});

describe('mayKeepPageProps', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps them on a signed-in page, whatever the query (the server renders only a loading state)', () => {
    window.history.replaceState(null, '', '/min-bil?vehicle=abc');
    expect(mayKeepPageProps(true)).toBe(true);
  });

  it('keeps them on another page opened without a query, not with one (an e-mailed link with its token)', () => {
    window.history.replaceState(null, '', '/log-ind');
    expect(mayKeepPageProps(false)).toBe(true);
    window.history.replaceState(null, '', '/aktiver-konto?email=a%40b.dk&token=t');
    expect(mayKeepPageProps(false)).toBe(false);
  });
});
