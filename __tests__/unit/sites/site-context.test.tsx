import { render } from '@testing-library/react';
import { memo } from 'react';
import { getSite } from '@/config/site-registry';
import { SiteProvider, useSite } from '@/lib/site-context';

/** A component that reads the site and renders only when it changes (memo: no props to compare). */
function counter() {
  const seen: string[] = [];
  const Reader = memo(function Reader() {
    const { site, locale } = useSite();
    seen.push(`${site.id}/${locale}`);
    return null;
  });
  return { seen, Reader };
}

describe('SiteProvider', () => {
  it('does not re-render what reads the site when the app re-renders with the same site and language', () => {
    const aurora = getSite('aurora-dk')!;
    const { seen, Reader } = counter();
    const { rerender } = render(
      <SiteProvider site={aurora} locale="da">
        <Reader />
      </SiteProvider>,
    );
    rerender(
      <SiteProvider site={aurora} locale="da">
        <Reader />
      </SiteProvider>,
    );
    expect(seen).toEqual(['aurora-dk/da']);
  });

  it('re-renders it when the language or the site changes', () => {
    const { seen, Reader } = counter();
    const { rerender } = render(
      <SiteProvider site={getSite('aurora-dk')!} locale="da">
        <Reader />
      </SiteProvider>,
    );
    rerender(
      <SiteProvider site={getSite('aurora-dk')!} locale="en">
        <Reader />
      </SiteProvider>,
    );
    rerender(
      <SiteProvider site={getSite('volta-se')!} locale="en">
        <Reader />
      </SiteProvider>,
    );
    expect(seen).toEqual(['aurora-dk/da', 'aurora-dk/en', 'volta-se/en']);
  });
});
