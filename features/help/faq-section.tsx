import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Accordion } from '@/components/ui/accordion';
import { EmptyState } from '@/components/ui/empty-state';
import { Heading } from '@/components/ui/heading';
import { TextField } from '@/components/ui/text-field';
import { useSite } from '@/lib/site-context';
import { FAQ_TOPICS, matchFaq, type FaqEntry, type FaqTopic } from './faq-catalogue';

const Search = styled.div`
  max-width: 32rem;
  margin-bottom: 0.5rem;
`;

const Count = styled.p`
  min-height: 1.5rem;
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Topic = styled.section`
  margin-bottom: 2rem;
`;

/** The FAQ by topic, as accordions, with a search that narrows the questions as the owner types. */
export function FaqSection() {
  const { t } = useTranslation(['faq', 'help']);
  const { locale } = useSite();
  const [search, setSearch] = useState('');
  const headingId = useId();

  const entries = useMemo<FaqEntry[]>(
    () =>
      (Object.keys(FAQ_TOPICS) as FaqTopic[]).flatMap((topic) =>
        FAQ_TOPICS[topic].map((id) => ({
          id,
          topic,
          question: t(`faq:items.${id}.question`),
          answer: t(`faq:items.${id}.answer`),
        })),
      ),
    [t],
  );
  const matches = matchFaq(entries, search, locale);
  const searching = search.trim() !== '';

  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('faq:title')}
      </Heading>
      <Search role="search">
        <TextField
          type="search"
          label={t('help:search.label')}
          hint={t('help:search.hint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </Search>
      <Count role="status">{searching ? t('help:search.count', { count: matches.length }) : ''}</Count>
      {matches.length === 0 ? (
        <EmptyState title={t('help:search.noneTitle')} description={t('help:search.noneText')} />
      ) : (
        (Object.keys(FAQ_TOPICS) as FaqTopic[]).map((topic) => {
          const items = matches.filter((entry) => entry.topic === topic);
          if (items.length === 0) return null;
          return (
            <Topic key={topic} aria-labelledby={`${headingId}-${topic}`}>
              <Heading level={3} id={`${headingId}-${topic}`}>
                {t(`faq:topics.${topic}`)}
              </Heading>
              <Accordion
                headingLevel={4}
                items={items.map((entry) => ({ id: entry.id, title: entry.question, content: <p>{entry.answer}</p> }))}
              />
            </Topic>
          );
        })
      )}
    </section>
  );
}
