import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { touchTargetOnPhones } from '@/components/ui/touch-target';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { columnsOnWide } from '@/components/ui/columns';
import { Heading } from '@/components/ui/heading';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';

const Grid = styled.div`
  ${columnsOnWide('repeat(2, minmax(0, 1fr))', '1.25rem')}
  margin-top: 1rem;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 1rem 0 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    display: inline-block;
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
    ${touchTargetOnPhones}
  }
`;

const Text = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** How to reach the brand's customer service, and the way to the owner's dealer. */
export function HelpContact() {
  const { t } = useTranslation(['help', 'common']);
  const { site } = useSite();
  const href = useRouteHref();
  const brand = `help:contact.brands.${site.brand}`;
  const phone = t(`${brand}.phone`);
  const email = t(`${brand}.email`);
  return (
    <Grid>
      <Card as="section" aria-labelledby="help-contact">
        <Heading level={2} size={3} id="help-contact">
          {t('help:contact.title', { brand: t(`common:brand.${site.brand}.name`) })}
        </Heading>
        <Text>{t('help:contact.text')}</Text>
        <Details>
          <dt>{t('help:contact.phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
          </dd>
          <dt>{t('help:contact.email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
          <dt>{t('help:contact.hours')}</dt>
          <dd>{t(`${brand}.hours`)}</dd>
        </Details>
      </Card>
      <Card as="section" aria-labelledby="help-dealer">
        <Heading level={2} size={3} id="help-dealer">
          {t('help:dealer.title')}
        </Heading>
        <Text>{t('help:dealer.text')}</Text>
        <Button href={href('dealer')} variant="secondary">
          {t('help:dealer.link')}
        </Button>
      </Card>
    </Grid>
  );
}
