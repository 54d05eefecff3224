import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PORTAL_LOGIN_PLATFORM } from '@/config/api';
import type { InterestCategory } from '@/api-client/interests/interests-api';
import { useExternalCategories, useInterests, useProfileCategories, useProfileSubcategories, useUpdateInterests } from '@/api-client/interests/interests-hooks';
import { failureKey } from '@/api-client/core/api-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/icons/check-icon';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Stack } from '@/components/ui/stack';
import { useToast } from '@/components/ui/toast/use-toast';
import { useLeaveWarning } from '@/lib/routing/use-leave-warning';
import { useSite } from '@/lib/site-context';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A category with subcategories: its chip and theirs together, in one soft outline. */
const Family = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** A choice as a chip: a real checkbox (said and used as one), drawn as the chip around its name. */
const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  user-select: none;

  /* The checkbox itself: under its chip, taking no room, still focused and said as one. */
  input {
    position: absolute;
    inset: 50% auto auto 50%;
    margin: 0;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  svg {
    display: none;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
  &:has(input:checked) svg {
    display: block;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function InterestChip({ category, checked, onChange }: { category: Pick<InterestCategory, 'name'>; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <Chip>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <CheckIcon size={16} />
      {category.name}
    </Chip>
  );
}

/** The topics of one publication category (news, offers), under its name. */
const TopicGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const TopicGroupName = styled.p`
  margin: 0;
  font-weight: 600;
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
        <Chips>
          {['6rem', '8rem', '5rem', '7rem', '9rem', '6rem', '7rem'].map((width, index) => (
            <Skeleton key={index} width={width} height="2.75rem" />
          ))}
        </Chips>
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
 * the brand's categories and its partners' for the site's market and brand, and the topics of the
 * portal's news and offers (the publication subcategories of the web platform), as chips
 * (checkboxes drawn as chips), each name once, a category's subcategories right after it; Save
 * (enabled once something changed) replaces the selection with PUT interests, which takes both
 * kinds of id.
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
    } catch (failure) {
      // The choices stay as they are, ready to try again.
      toast.error(t(failureKey(failure, 'interests.saveFailed')));
    }
  }

  const section = (key: 'own' | 'partners', list: InterestCategory[]) =>
    list.length > 0 && (
      <Stack $gap="s">
        <h2 id={`interests-${key}`}>{t(`interests.${key}Title`)}</h2>
        <p>{t(`interests.${key}Intro`)}</p>
        <Chips role="group" aria-labelledby={`interests-${key}`}>
          {groupCategories(list).map(({ category, subcategories }) => {
            const chip = (item: InterestCategory) => (
              <InterestChip key={item.id} category={item} checked={chosen.has(item.id)} onChange={(on) => toggle(item.id, on)} />
            );
            // Each name once: a category's subcategories follow its own chip, grouped with it.
            return subcategories.length === 0 ? (
              chip(category)
            ) : (
              <Family key={category.id} role="group" aria-label={category.name}>
                {chip(category)}
                {subcategories.map(chip)}
              </Family>
            );
          })}
        </Chips>
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
              <Stack $gap="s" role="group" aria-labelledby="interests-topics">
                {groupTopics(topics).map((group) => (
                  <TopicGroup key={group.category} role="group" aria-labelledby={`interests-topics-${group.category}`}>
                    <TopicGroupName id={`interests-topics-${group.category}`}>
                      {t(`interests.topicGroups.${group.category}`, { defaultValue: t('interests.topicGroups.other') })}
                    </TopicGroupName>
                    <Chips>
                      {group.topics.map((topic) => (
                        <InterestChip key={topic.id} category={topic} checked={chosen.has(topic.id)} onChange={(on) => toggle(topic.id, on)} />
                      ))}
                    </Chips>
                  </TopicGroup>
                ))}
              </Stack>
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
