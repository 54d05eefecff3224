import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { Select } from '@/components/ui/select';
import { PORTAL_LOGIN_PLATFORM } from '@/config/api';
import { usePublicationSubcategories, useRewardCategories } from '@/api-client/publications/publications-hooks';
import type { GroupFilters } from './rewards-url';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 18rem));
  gap: 1rem;
  margin-bottom: 1rem;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

interface RewardFiltersProps {
  /** Names the filters for screen readers, e.g. "Filter: For you". */
  label: string;
  /** The category listed now (the owner's pick or the group's own); undefined: every category. */
  category: string | undefined;
  filters: GroupFilters;
  showCategory: boolean;
  showSubCategory: boolean;
  onChange: (filters: GroupFilters) => void;
}

/**
 * A group's filters, as the site's settings allow: a category (reward-categories) and a
 * subcategory of it (publications/subcategories for this platform). A new category clears the
 * subcategory. A list that fails to load leaves its filter out; the rewards still show.
 */
export function RewardFilters({ label, category, filters, showCategory, showSubCategory, onChange }: RewardFiltersProps) {
  const { t } = useTranslation(['rewards', 'common']);
  const categories = useRewardCategories({ enabled: showCategory });
  // Subcategories belong to one category: none while every category is listed.
  const subCategoryShown = showSubCategory && category !== undefined;
  const subCategories = usePublicationSubcategories({ category: category ?? '', loginPlatform: PORTAL_LOGIN_PLATFORM }, { enabled: subCategoryShown });
  // A list that failed, with none read before (data first), leaves its filter out.
  const withCategory = showCategory && !(categories.isError && categories.data === undefined);
  const withSubCategory = subCategoryShown && !(subCategories.isError && subCategories.data === undefined);
  if (!withCategory && !withSubCategory) return null;

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  // The listed category is a choice even before (or without) the list; while the list loads it
  // reads "Loading…", not its id (no word for the owner).
  if (category !== undefined && !categoryOptions.some((option) => option.value === category)) {
    categoryOptions.unshift({ value: category, label: categories.isPending ? t('common:ui.loading') : category });
  }

  return (
    <Row role="group" aria-label={label}>
      {withCategory && (
        <Select
          label={t('filters.category')}
          value={category ?? ''}
          placeholder={t('filters.allCategories')}
          options={categoryOptions}
          disabled={categories.isPending}
          onChange={(event) => onChange({ category: event.target.value || undefined, subCategory: undefined })}
        />
      )}
      {withSubCategory && (
        <Select
          label={t('filters.subCategory')}
          value={filters.subCategory ?? ''}
          placeholder={t('filters.allSubCategories')}
          options={(subCategories.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          disabled={subCategories.isPending}
          onChange={(event) => onChange({ ...filters, subCategory: event.target.value || undefined })}
        />
      )}
    </Row>
  );
}
