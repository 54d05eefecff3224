import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RetailerSite } from '@/api-client/retailers/retailers-api';
import { WEEKDAYS, type Weekday } from '@/lib/format';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 22rem;

  th,
  td {
    padding: 0.25rem 0.5rem 0.25rem 0;
    text-align: left;
    font-weight: 400;
  }
  tr[data-today='true'] {
    font-weight: 700;
  }
  tr[data-today='true'] th,
  tr[data-today='true'] td {
    font-weight: 700;
  }
`;

/** "07:30–17:30" or "Closed" for one day. */
export function hoursOf(site: Pick<RetailerSite, 'openingHours'>, day: Weekday): { opens: string; closes: string } | undefined {
  return site.openingHours.find((hours) => hours.day === day);
}

/** The week's opening hours, Monday first, with today marked in words as well as in bold. */
export function OpeningHours({ site, today }: { site: Pick<RetailerSite, 'openingHours'>; today: Weekday | undefined }) {
  const { t } = useTranslation('dealer');
  return (
    <Table>
      <VisuallyHidden as="caption">{t('details.openingHours')}</VisuallyHidden>
      <tbody>
        {WEEKDAYS.map((day) => {
          const hours = hoursOf(site, day);
          const isToday = day === today;
          return (
            <tr key={day} data-today={isToday}>
              <th scope="row">
                {t(`weekday.${day}`)}
                {isToday && ` (${t('today')})`}
              </th>
              <td>{hours ? t('hours', { opens: hours.opens, closes: hours.closes }) : t('closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
