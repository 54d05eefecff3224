import { render, screen } from '@testing-library/react';
import type { AppProps } from 'next/app';
import type { Router } from 'next/router';
import App from '@/pages/_app';

jest.mock('next/router', () => ({
  useRouter: () => ({ events: { on: jest.fn(), off: jest.fn() }, push: jest.fn() }),
}));

function renderApp(pathname: string, pageProps: Record<string, unknown> = {}) {
  const Page = () => <p>page body</p>;
  const props = { Component: Page, pageProps, router: { pathname } as unknown as Router } as AppProps;
  return render(<App {...props} />);
}

describe('a page rendered without config', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('throws the error text of docs/product.md#errors', () => {
    expect(() => renderApp('/[site]/[locale]/login')).toThrow(
      new Error('No config was loaded, make sure you are using the StaticProps function in all pages'),
    );
  });

  it.each(['/_error', '/404'])('is allowed for %s', (pathname) => {
    renderApp(pathname);
    expect(screen.getByText('page body')).toBeInTheDocument();
  });
});
