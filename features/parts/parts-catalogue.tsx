import Image from 'next/image';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Part } from '@/api-client/parts-basket/parts-basket-api';
import { useParts, usePartsCategories, usePartsModels } from '@/api-client/parts-basket/parts-basket-hooks';
import { useVehicles } from '@/api-client/vehicles/vehicles-hooks';
import { Card } from '@/components/ui/card';
import { gridList } from '@/components/ui/card-grid';
import { columnsOnWide } from '@/components/ui/columns';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Heading } from '@/components/ui/heading';
import { SectionSkeleton } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { media } from '@/config/layout';
import { PARTS_SEARCH_DEBOUNCE_MS } from '@/config/loyalty';
import { formatMoney } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import type { PartsFilters } from './parts-url';
import { usePartsUrl } from './use-parts-url';

const Section = styled.section`
  display: grid;
  gap: 1.5rem;
`;

const Filters = styled.div`
  ${columnsOnWide('1fr 1fr', '1.5rem')}
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.25rem;

  legend {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const Results = styled.ul`
  ${gridList('14rem', '1rem')}

  /* A part's name is one long word at times (and in capitals): it breaks inside its card rather
     than crossing the card's edge, also with wider letter and word spacing (WCAG 1.4.12). */
  > li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  margin-bottom: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;

  img {
    object-fit: cover;
  }
`;

/** On a phone a part is a row: a small picture beside its name, number and price, so a list of
 *  twenty parts is a few screens long, not twenty. */
const PartLayout = styled.div`
  ${media.mobile} {
    display: grid;
    grid-template-columns: 6rem minmax(0, 1fr);
    column-gap: 1rem;
    align-items: start;

    > :first-child {
      grid-row: 1 / span 3;
      margin-bottom: 0;
    }

    > h4 {
      margin-top: 0;
    }
  }
`;

const Meta = styled.p`
  margin: 0.25rem 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.1rem;
`;

const toggle = (ids: readonly string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((other) => other !== id));

/**
 * The brand's parts and accessories (brandId): models and categories to pick (several of each,
 * ModelIds and CategoryIds), a debounced text search (SearchTerm), results with picture, name,
 * part number and price. The owner's own vehicles' models are chosen until the owner chooses;
 * the choice lives in the URL. Loaded on its own (React.lazy, screens/vehicles-screen.tsx).
 */
export default function PartsCatalogue() {
  const { t } = useTranslation('parts');
  const { site } = useSite();
  const brandId = site.brandId;
  const [filters, setFilters] = usePartsUrl();
  const models = usePartsModels({ brandId });
  const categories = usePartsCategories({ brandId });
  // Read only: the cars' list owns their call and its retry (this section mounts after it answered).
  const ownModels = useVehicles({
    retryOnMount: false,
    select: (vehicles) => vehicles.map((vehicle) => vehicle.model.toLowerCase()),
  });

  // Until the owner picks models, their own vehicles' models are the choice (the same array
  // until one of these changes, so the search's callback below stays the same).
  const ownModelsFailed = ownModels.data === undefined && ownModels.isError;
  const chosenModelIds = filters?.modelIds;
  const modelIds = useMemo(() => {
    if (chosenModelIds) return chosenModelIds;
    if (ownModelsFailed) return [];
    if (!models.data || !ownModels.data) return undefined;
    const own = ownModels.data;
    return models.data.filter((model) => own.includes(model.name.toLowerCase())).map((m) => m.modelId);
  }, [chosenModelIds, ownModelsFailed, models.data, ownModels.data]);
  const ownKnown = ownModelsFailed || (models.data !== undefined && ownModels.data !== undefined);
  const ready = filters !== null && modelIds !== undefined;
  // Stable while the filters stay, so a re-render does not start the search's pause again.
  const onSearch = useCallback(
    (search: string) => {
      if (filters) setFilters({ ...filters, modelIds, search });
    },
    [filters, modelIds, setFilters],
  );

  return (
    <Section aria-labelledby="parts-title">
      <Heading level={2} id="parts-title">
        {t('title')}
      </Heading>
      <p>{t('intro')}</p>
      {(models.isError && models.data === undefined) || (categories.isError && categories.data === undefined) ? (
        <ErrorState
          message={t('filtersError')}
          onRetry={() => {
            void models.refetch();
            void categories.refetch();
          }}
          retrying={models.isFetching || categories.isFetching}
        />
      ) : !filters || models.isPending || categories.isPending || !ownKnown ? (
        <SectionSkeleton label={t('loading')} lines={4} />
      ) : (
        <>
          <SearchField value={filters.search} onSearch={onSearch} />
          <Filters>
            <Group>
              <legend>{t('models')}</legend>
              {models.data.map((model) => (
                <Checkbox
                  key={model.modelId}
                  label={model.name}
                  checked={modelIds?.includes(model.modelId) ?? false}
                  onChange={(event) => setFilters({ ...filters, modelIds: toggle(modelIds ?? [], model.modelId, event.target.checked) })}
                />
              ))}
            </Group>
            <Group>
              <legend>{t('categories')}</legend>
              {categories.data.map((category) => (
                <Checkbox
                  key={category.categoryId}
                  label={category.name}
                  checked={filters.categoryIds.includes(category.categoryId)}
                  onChange={(event) => setFilters({ ...filters, modelIds, categoryIds: toggle(filters.categoryIds, category.categoryId, event.target.checked) })}
                />
              ))}
            </Group>
          </Filters>
        </>
      )}
      {ready && <PartsResults filters={{ ...filters, modelIds }} />}
    </Section>
  );
}

/** The search box: the URL (and the query) follow the text once typing pauses. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('parts');
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), PARTS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return <TextField type="search" label={t('search')} hint={t('searchHint')} value={text} onChange={(event) => setText(event.target.value)} />;
}

function PartsResults({ filters }: { filters: PartsFilters }) {
  const { t } = useTranslation('parts');
  const headingId = useId();
  // The parts call takes no brandId: the brand's models (asked by brandId) narrow it.
  const parts = useParts({
    SearchTerm: filters.search || undefined,
    ModelIds: filters.modelIds?.length ? filters.modelIds : undefined,
    CategoryIds: filters.categoryIds.length ? filters.categoryIds : undefined,
  });
  return (
    <section aria-labelledby={headingId} aria-busy={parts.isPending || undefined}>
      <Heading level={3} id={headingId}>
        {t('results')}
      </Heading>
      <p aria-live="polite">{parts.data !== undefined ? t('count', { count: parts.data.length }) : ''}</p>
      {parts.isPending ? (
        <Skeleton height="16rem" />
      ) : parts.data === undefined ? (
        <ErrorState message={t('error')} onRetry={() => void parts.refetch()} retrying={parts.isFetching} />
      ) : parts.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} />
      ) : (
        <Results>
          {parts.data.map((part) => (
            <li key={part.partId}>
              <PartCard part={part} />
            </li>
          ))}
        </Results>
      )}
    </section>
  );
}

function PartCard({ part }: { part: Part }) {
  const { t } = useTranslation('parts');
  const { locale } = useSite();
  return (
    <Card>
      <PartLayout>
        <Picture>
          <Image src={part.imageUrl} alt="" fill sizes="(max-width: 700px) 96px, 240px" />
        </Picture>
        <Heading level={4}>{part.name}</Heading>
        <Meta>{t('partNumber', { number: part.partNumber })}</Meta>
        <Price>{formatMoney(part.price, part.currency, locale)}</Price>
      </PartLayout>
    </Card>
  );
}
