import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { PORTAL_LOGIN_PLATFORM } from '@/config/api';
import type { InterestCategory } from '@/api-client/interests/interests-api';
import { useExternalCategories, useInterests, useProfileCategories, useProfileSubcategories, useUpdateInterests } from '@/api-client/interests/interests-hooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { useToast } from '@/components/ui/toast/use-toast';
import { useLeaveWarning } from '@/lib/routing/use-leave-warning';
import { useSite } from '@/lib/site-context';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1rem;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  display: grid;
  gap: 0.5rem;
  align-content: start;

  legend {
    padding: 0 0.25rem;
    font-weight: 600;
  }

  label {
    min-height: 1.75rem;
  }
`;

const Sub = styled.div`
  display: grid;
  gap: 0.5rem;
  padding-left: 2rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

interface CategoryGroup {
  category: InterestCategory;
  subcategories: InterestCategory[];
}

/** Categories with their subcategories under them (parentId), in the backend's order. */
export function groupCategories(categories: readonly InterestCategory[]): CategoryGroup[] {
  const top = categories.filter((category) => !category.parentId);
  return top.map((category) => ({ category, subcategories: categories.filter((sub) => sub.parentId === category.id) }));
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

function InterestsSkeleton() {
  return (
    <Card>
      <Stack $gap="m" aria-hidden="true">
        <Skeleton width="12rem" height="1.5rem" />
        <Grid>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height="7rem" />
          ))}
        </Grid>
      </Stack>
    </Card>
  );
}

/** A topic of the portal's news and offers (getProfileSubcategories), as the form lists it. */
interface Topic {
  id: string;
  name: string;
  /** The publication category it belongs to: news, rewards, ... */
  category: string;
}

/**
 * Interests (api-client/openapi.yaml: categories, external categories, subcategories, interests):
 * the brand's categories and its partners' for the site's market and brand, subcategories under
 * their category, and the topics of the portal's news and offers (the publication subcategories of
 * the web platform), as checkboxes; Save (enabled once something changed) replaces the selection
 * with PUT interests, which takes both kinds of id.
 */
export function UpdateInterests() {
  const { t } = useTranslation('profile');
  const { site } = useSite();
  const market = { marketId: site.marketId, brandId: site.brandId };
  const categories = useProfileCategories(market);
  const external = useExternalCategories(market);
  const topics = useProfileSubcategories({ loginPlatform: PORTAL_LOGIN_PLATFORM });
  const interests = useInterests();

  const queries = [categories, external, topics, interests];
  // Data first: a failed background refetch keeps the form and the owner's unsaved choices.
  const failed = queries.filter((query) => query.isError && query.data === undefined);
  if (failed.length > 0) {
    const retry = () => failed.forEach((query) => void query.refetch());
    return <ErrorState message={t('interests.loadError')} onRetry={retry} retrying={queries.some((query) => query.isFetching)} />;
  }
  if (categories.data === undefined || external.data === undefined || topics.data === undefined || interests.data === undefined) return <InterestsSkeleton />;
  if (categories.data.length + external.data.length + topics.data.length === 0) {
    return <EmptyState title={t('interests.emptyTitle')} description={t('interests.empty')} />;
  }
  return <InterestsForm own={categories.data} partners={external.data} topics={topics.data} saved={interests.data.categoryIds} />;
}

/** Topics by the publication category they belong to, in the backend's order. */
function groupTopics(topics: readonly Topic[]): Array<{ category: string; topics: Topic[] }> {
  const groups: Array<{ category: string; topics: Topic[] }> = [];
  for (const topic of topics) {
    const group = groups.find((candidate) => candidate.category === topic.category);
    if (group) group.topics.push(topic);
    else groups.push({ category: topic.category, topics: [topic] });
  }
  return groups;
}

function InterestsForm({ own, partners, topics, saved }: { own: InterestCategory[]; partners: InterestCategory[]; topics: Topic[]; saved: string[] }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const update = useUpdateInterests();
  const savedSet = new Set(saved);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(saved));
  const dirty = !sameSet(chosen, savedSet);
  useLeaveWarning(dirty, t('interests.leaveWarning'));

  function toggle(id: string, on: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!dirty || update.isPending) return;
    try {
      const answer = await update.mutateAsync({ categoryIds: [...chosen] });
      setChosen(new Set(answer.categoryIds));
      toast.success(t('interests.saved'));
    } catch {
      // The choices stay as they are, ready to try again.
      toast.error(t('interests.saveFailed'));
    }
  }

  const section = (key: 'own' | 'partners', list: InterestCategory[]) =>
    list.length > 0 && (
      <Stack $gap="s">
        <h2 id={`interests-${key}`}>{t(`interests.${key}Title`)}</h2>
        <p>{t(`interests.${key}Intro`)}</p>
        <Grid role="group" aria-labelledby={`interests-${key}`}>
          {groupCategories(list).map(({ category, subcategories }) => (
            <Group key={category.id}>
              <legend>{category.name}</legend>
              <Checkbox
                label={subcategories.length > 0 ? t('interests.all', { name: category.name }) : category.name}
                checked={chosen.has(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              {subcategories.length > 0 && (
                <Sub>
                  {subcategories.map((sub) => (
                    <Checkbox key={sub.id} label={sub.name} checked={chosen.has(sub.id)} onChange={(event) => toggle(sub.id, event.target.checked)} />
                  ))}
                </Sub>
              )}
            </Group>
          ))}
        </Grid>
      </Stack>
    );

  return (
    <Card as="section" aria-label={t('interests.title')}>
      <form onSubmit={onSubmit}>
        <Stack $gap="l">
          {section('own', own)}
          {section('partners', partners)}
          {topics.length > 0 && (
            <Stack $gap="s">
              <h2 id="interests-topics">{t('interests.topicsTitle')}</h2>
              <p>{t('interests.topicsIntro')}</p>
              <Grid role="group" aria-labelledby="interests-topics">
                {groupTopics(topics).map((group) => (
                  <Group key={group.category}>
                    <legend>{t(`interests.topicGroups.${group.category}`, { defaultValue: t('interests.topicGroups.other') })}</legend>
                    {group.topics.map((topic) => (
                      <Checkbox key={topic.id} label={topic.name} checked={chosen.has(topic.id)} onChange={(event) => toggle(topic.id, event.target.checked)} />
                    ))}
                  </Group>
                ))}
              </Grid>
            </Stack>
          )}
          <Actions>
            <Button type="submit" disabled={!dirty} loading={update.isPending}>
              {t('interests.save')}
            </Button>
            <span role="status">{t('interests.count', { count: chosen.size })}</span>
          </Actions>
        </Stack>
      </form>
    </Card>
  );
}
