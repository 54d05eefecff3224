import { useEffect, useState } from 'react';
import { weekdayOf, type Weekday } from '@/lib/format';
import { useSite } from '@/lib/site-context';

/**
 * Today's weekday in the site's time zone, known only in the browser (a static page was built
 * on another day), so server and first render agree and today is marked right after.
 */
export function useToday(): Weekday | undefined {
  const { locale } = useSite();
  const [today, setToday] = useState<Weekday>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the date is only right in the browser
    setToday(weekdayOf(new Date(), locale));
  }, [locale]);
  return today;
}
