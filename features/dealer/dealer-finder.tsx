import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { DEALER_PAGE_SIZE } from '@/config/dealer';
import { useProfile } from '@/api-client/profile/profile-hooks';
import type { RetailerSiteType } from '@/api-client/retailers/retailers-api';
import { useRetailerSites } from '@/api-client/retailers/retailers-hooks';
import { focusLost } from '@/lib/focus-lost';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { MapPinIcon } from '@/components/ui/icons/map-pin-icon';
import { LoadMore } from '@/components/ui/load-more';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { StackList } from '@/components/ui/plain-list';
import { DealerCard } from './dealer-card';
import { preferredFor } from './preferred-for';
import { usePosition, type Position } from './use-position';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: 0.75rem 1rem;
  align-items: end;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const NearMe = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 1rem 0;

  p {
    margin: 0;
  }
  /* The status line stays in place, silent, while it has nothing to say: out of the row's flow. */
  p:empty {
    position: absolute;
  }
`;

interface Search {
  value: string;
  type: RetailerSiteType | '';
  position: Position | undefined;
}

interface ResultsPageProps {
  search: Search;
  page: number;
  isLast: boolean;
  onMore: () => void;
  /** Opened with "Show more": its first card takes focus when it comes (the button is gone). */
  focusFirst: boolean;
  onFocused: () => void;
}

function ResultsPage({ search, page, isLast, onMore, focusFirst, onFocused }: ResultsPageProps) {
  const { t } = useTranslation('dealer');
  const firstHeading = useRef<HTMLHeadingElement | null>(null);
  const setFirstHeading = useCallback((heading: HTMLHeadingElement | null) => {
    firstHeading.current = heading;
  }, []);
  const { site } = useSite();
  const profile = useProfile();
  const sites = useRetailerSites({
    BrandId: site.brandId,
    Value: search.value || undefined,
    Type: search.type || undefined,
    Latitude: search.position?.latitude,
    Longitude: search.position?.longitude,
    Page: page,
    PageSize: DEALER_PAGE_SIZE,
  });
  const loaded = sites.data !== undefined;
  useEffect(() => {
    if (!focusFirst || !loaded) return;
    onFocused();
    if (focusLost()) firstHeading.current?.focus();
  }, [focusFirst, loaded, onFocused]);

  if (sites.isPending) {
    return (
      <li aria-busy="true">
        <VisuallyHidden role="status">{t('results.loading')}</VisuallyHidden>
        <StackList>
          {[0, 1, 2].map((key) => (
            <Card as="li" key={key}>
              <Skeleton width="45%" height="1.4rem" />
              <Skeleton width="70%" />
              <Skeleton width="8rem" height="2.75rem" />
            </Card>
          ))}
        </StackList>
      </li>
    );
  }
  if (sites.isError && sites.data === undefined) {
    return (
      <li>
        <ErrorState message={t('results.error')} onRetry={() => void sites.refetch()} retrying={sites.isFetching} />
      </li>
    );
  }
  if (page === 1 && sites.data.data.length === 0) {
    return (
      <li>
        <EmptyState icon={<MapPinIcon />} title={t('results.emptyTitle')} description={t('results.emptyBody')} />
      </li>
    );
  }
  // The owner's own dealers come first on the page, marked.
  const rows = sites.data.data
    .map((dealer) => ({ dealer, marks: preferredFor(profile.data, dealer.retailerSiteId) }))
    .sort((a, b) => Number(b.marks.length > 0) - Number(a.marks.length > 0));
  return (
    <>
      {rows.map(({ dealer, marks }, index) => (
        <DealerCard key={dealer.retailerSiteId} site={dealer} preferredFor={marks} headingRef={index === 0 ? setFirstHeading : undefined} />
      ))}
      {isLast && (
        <li>
          <LoadMore hasMore={sites.data.pagination.hasNext} onLoadMore={onMore} label={t('results.more')} />
        </li>
      )}
    </>
  );
}

/** Search dealers by name, town or postcode, or near the owner (asked only on click), by type, page by page. */
export function DealerFinder() {
  const { t } = useTranslation('dealer');
  const headingId = useId();
  const [value, setValue] = useState('');
  const [type, setType] = useState<Search['type']>('');
  const [position, locate, clearPosition] = usePosition();
  const [submitted, setSubmitted] = useState<Omit<Search, 'position'>>({ value: '', type: '' });
  const [pages, setPages] = useState(1);
  // The page opened with "Show more", whose first card takes focus when it comes.
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const onFocused = useCallback(() => setFocusPage(null), []);
  const search: Search = { ...submitted, position: position.status === 'found' ? position.position : undefined };

  // "Find nearest" and "Clear" replace each other: focus goes to the one that came.
  const nearButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const found = position.status === 'found';
  const wasFound = useRef(found);
  useEffect(() => {
    if (wasFound.current === found) return;
    wasFound.current = found;
    if (focusLost()) (found ? clearButton : nearButton).current?.focus();
  }, [found]);

  // "Find nearest" finds by the position alone: a name or town typed (or searched) before is cleared,
  // so it does not narrow the nearest dealers to it unseen. The type shown in its select stays.
  function findNearest() {
    setValue('');
    setSubmitted((current) => ({ ...current, value: '' }));
    setPages(1);
    setFocusPage(null);
    locate();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted({ value: value.trim(), type });
    setPages(1);
    setFocusPage(null);
  }

  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('search.title')}
      </Heading>
      <Form role="search" aria-label={t('search.title')} noValidate onSubmit={onSubmit}>
        <TextField label={t('search.value')} hint={t('search.valueHint')} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
        <Select
          label={t('search.type')}
          value={type}
          onChange={(event) => {
            const next = event.target.value as Search['type'];
            setType(next);
            setSubmitted((current) => ({ ...current, type: next }));
            setPages(1);
            setFocusPage(null);
          }}
          options={[
            { value: '', label: t('type.all') },
            { value: 'service', label: t('type.service') },
            { value: 'sales', label: t('type.sales') },
          ]}
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Form>
      <NearMe>
        <p role="status">{found ? t('nearMe.sorted') : ''}</p>
        {found ? (
          <Button ref={clearButton} variant="link" onClick={clearPosition}>
            {t('nearMe.clear')}
          </Button>
        ) : (
          <Button ref={nearButton} variant="secondary" icon={<MapPinIcon size={18} />} onClick={findNearest} loading={position.status === 'locating'}>
            {t('nearMe.button')}
          </Button>
        )}
        {position.status === 'failed' && <p role="alert">{t(`nearMe.failed.${position.reason}`)}</p>}
      </NearMe>
      <StackList aria-label={t('results.label')}>
        {Array.from({ length: pages }, (_, index) => (
          <ResultsPage
            key={index}
            search={search}
            page={index + 1}
            isLast={index + 1 === pages}
            onMore={() => {
              setPages(pages + 1);
              setFocusPage(pages + 1);
            }}
            focusFirst={focusPage === index + 1}
            onFocused={onFocused}
          />
        ))}
      </StackList>
    </section>
  );
}
