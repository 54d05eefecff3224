import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading } from '@/components/ui/heading';
import { useSite } from '@/lib/site-context';

const Section = styled.section`
  margin-top: 2rem;

  p {
    margin: 0 0 0.75rem;
    line-height: 1.6;
  }
`;

interface PolicySectionsProps {
  /** Key prefix of the sections in the legal namespace, e.g. 'privacy.sections'. */
  prefix: string;
  ids: readonly string[];
  /** Values the texts interpolate: brand, company, e-mail. */
  values: Record<string, string>;
}

/**
 * Policy text as sections with h2 headings, so a screen reader can jump between them. A text's
 * paragraphs are separated by blank lines in the translation.
 */
export function PolicySections({ prefix, ids, values }: PolicySectionsProps) {
  const { t } = useTranslation('legal');
  return (
    <>
      {ids.map((id) => (
        <Section key={id} aria-labelledby={`${prefix}-${id}`}>
          <Heading level={2} id={`${prefix}-${id}`}>
            {t(`${prefix}.${id}.title`, values)}
          </Heading>
          {t(`${prefix}.${id}.text`, values)
            .split(/\n{2,}/)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </Section>
      ))}
    </>
  );
}

/** The values every policy text may use: the brand, the company behind it and where to write. */
export function usePolicyValues(brand: string, websiteName: string): Record<string, string> {
  const { t } = useTranslation(['legal', 'common']);
  return {
    brand: t(`common:brand.${brand}.name`),
    websiteName,
    company: t(`legal:brands.${brand}.company`),
    email: t(`legal:brands.${brand}.privacyEmail`),
  };
}

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

/** The page's title and introduction, in the site's words. */
export function PolicyHeader({ route, intro }: { route: 'cookies' | 'privacy'; intro: 'cookiesIntro' | 'privacyIntro' }) {
  const { t } = useTranslation(['legal', 'common']);
  const { site } = useSite();
  return (
    <>
      <h1>{t(`common:pageTitle.${route}`)}</h1>
      <Intro>{t(`legal:${intro}`, { websiteName: site.websiteName })}</Intro>
    </>
  );
}
