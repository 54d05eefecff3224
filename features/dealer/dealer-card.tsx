import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAP_LINK_TEMPLATE } from '@/config/dealer';
import type { RetailerSite, RetailerSiteType } from '@/api-client/retailers/retailers-api';
import { focusLost } from '@/lib/focus-lost';
import { formatDistance } from '@/lib/format';
import { useSite } from '@/lib/site-context';
import { Button } from '@/components/ui/button';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { Card } from '@/components/ui/card';
import { Heading } from '@/components/ui/heading';
import { ButtonSkeleton, LoadingOutline, Skeleton, TextSkeleton } from '@/components/ui/skeleton';
import { BODY_LINE_HEIGHT } from '@/styles/typography';
import { DirectionsLink } from './directions-link';
import { MakePreferredDealer } from './make-preferred-dealer';
import { OpeningHours } from './opening-hours';
import { useToday } from './use-today';

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
`;

const Address = styled.address`
  font-style: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A mark's text size and the space above and below it (also the outline's: DealerCardOutline). */
const BADGE_SIZE = '0.875rem';
const BADGE_PADDING_Y = '0.125rem';

const Badges = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.5rem 0;
  padding: 0;

  li {
    padding: ${BADGE_PADDING_Y} 0.625rem;
    border-radius: 999px;
    font-size: ${BADGE_SIZE};
    font-weight: 600;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Distance = styled.p`
  margin: 0;
  font-weight: 600;
  white-space: nowrap;
`;

/** The directions link's line (features/dealer/directions-link.tsx: 2.75rem tall) in the outline. */
const DirectionsOutline = styled.div`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

const Details = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1rem 2rem;
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
  }
`;

/** The types this dealer is the owner's preferred one for. */
export type PreferredFor = RetailerSiteType[];

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.75rem;
`;

export function mapLink(site: Pick<RetailerSite, 'name' | 'address'>): string {
  const query = `${site.name}, ${site.address.street}, ${site.address.postalCode} ${site.address.city}`;
  return MAP_LINK_TEMPLATE.replace('{query}', encodeURIComponent(query));
}

const DetailsToggle = styled(Button)`
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

interface DealerCardProps {
  site: RetailerSite;
  preferredFor: PreferredFor;
  headingLevel?: 2 | 3;
  /**
   * Where the buttons that make this dealer the owner's for its other types sit: on the card
   * (search results, where choosing is the point), or under its services once opened (the
   * owner's own dealers: each of those cards is then as tall as its outline, DealerCardOutline).
   */
  choose?: 'card' | 'details';
  /** Given the card's heading, for moving focus to the card (it has tabIndex={-1}). */
  headingRef?: (heading: HTMLHeadingElement | null) => void;
}

/** A dealer in the list: where, how far, whether it is the owner's; open for contact, hours and services. */
export function DealerCard({ site, preferredFor, headingLevel = 3, choose = 'card', headingRef }: DealerCardProps) {
  const { t } = useTranslation('dealer');
  const { locale } = useSite();
  const today = useToday();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  // The type the owner is making this dealer theirs for: once the profile says so, its button is
  // gone (and in the search results the card moves up), so focus goes to the card's heading.
  const choosing = useRef<RetailerSiteType | null>(null);
  const marks = preferredFor.join(' ');
  useEffect(() => {
    const type = choosing.current;
    if (!type || !marks.split(' ').includes(type)) return;
    choosing.current = null;
    if (focusLost()) heading.current?.focus();
  }, [marks]);
  const setHeading = (element: HTMLHeadingElement | null) => {
    heading.current = element;
    headingRef?.(element);
  };
  const choices = site.types
    .filter((type) => !preferredFor.includes(type))
    .map((type) => (
      <MakePreferredDealer
        key={type}
        site={site}
        type={type}
        onChoosing={(next) => {
          choosing.current = next;
        }}
      />
    ));

  return (
    <Card as="li" aria-labelledby={headingId}>
      <Top>
        <div>
          <Heading level={headingLevel} size={3} id={headingId} ref={setHeading} tabIndex={-1}>
            {site.name}
          </Heading>
          {/* Street, then postcode and town: an address's own two lines, as tall on every dealer and in the outline. */}
          <Address>
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
          </Address>
          {/* On a line of its own under the address, as in the outline, whatever the row below wraps to. */}
          <DirectionsLink dealer={site} />
        </div>
        {site.distanceKm !== null && <Distance>{t('distance', { distance: formatDistance(site.distanceKm, locale, { maximumFractionDigits: 1 }) })}</Distance>}
      </Top>
      {preferredFor.length > 0 && (
        <Badges aria-label={t('preferred.marksLabel')}>
          {preferredFor.map((type) => (
            <li key={type}>{t(`preferred.mark.${type}`)}</li>
          ))}
        </Badges>
      )}
      <Row>
        {/* Reading more is a quiet link; choosing the dealer is the card's action (its buttons). */}
        <DetailsToggle variant="link" size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)} icon={<ChevronIcon size={16} />}>
          {open ? t('details.hide') : t('details.show')}
        </DetailsToggle>
        {choose === 'card' && choices}
      </Row>
      <Details id={detailsId} hidden={!open}>
        {open && (
          <>
            <div>
              <Heading level={4}>{t('details.contact')}</Heading>
              <ul>
                <li>
                  <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{t('details.phone', { phone: site.phone })}</a>
                </li>
                <li>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </li>
                <li>
                  <a href={mapLink(site)} target="_blank" rel="noopener noreferrer">
                    {t('details.map')} {t('common:opensInNewTab')}
                  </a>
                </li>
                {site.website && (
                  <li>
                    <a href={site.website} target="_blank" rel="noopener noreferrer">
                      {t('details.website')} {t('common:opensInNewTab')}
                    </a>
                  </li>
                )}
              </ul>
            </div>
            <div>
              <Heading level={4}>{t('details.openingHours')}</Heading>
              <OpeningHours site={site} today={today} />
            </div>
            <div>
              <Heading level={4}>{t('details.services')}</Heading>
              <ul>
                {site.types.map((type) => (
                  <li key={type}>{t(`type.${type}`)}</li>
                ))}
              </ul>
              {choose === 'details' && choices.length > 0 && <Choices>{choices}</Choices>}
            </div>
          </>
        )}
      </Details>
    </Card>
  );
}

/** A mark's height (its line and padding): the outline's mark is a plain shape, not a coloured mark. */
const MARK_HEIGHT = `calc(${BADGE_SIZE} * ${BODY_LINE_HEIGHT} + 2 * ${BADGE_PADDING_Y})`;

/**
 * One of the owner's dealers in outline while it loads (`choose="details"`, with one mark): the
 * card's own parts (name, address, the directions link's line, marks' row, button row) with a shape in each, so the card that
 * replaces it is as tall (the address is always two lines), unless its name takes two. `label` says what loads
 * (once per list: the first outline's).
 */
export function DealerCardOutline({ label }: { label?: string }) {
  return (
    <Card as="li" aria-busy="true">
      <LoadingOutline label={label}>
        <Top>
          <div>
            <Heading level={3} size={3}>
              <TextSkeleton widths={['12rem']} />
            </Heading>
            <Address as="div">
              <TextSkeleton widths={['11rem', '8rem']} />
            </Address>
            <DirectionsOutline>
              <TextSkeleton widths={['8rem']} />
            </DirectionsOutline>
          </div>
        </Top>
        <Badges as="div">
          <Skeleton width="7rem" height={MARK_HEIGHT} round />
        </Badges>
        <Row>
          <ButtonSkeleton size="small" width="8rem" />
        </Row>
      </LoadingOutline>
    </Card>
  );
}
