import { startTransition, useEffect, useState } from 'react';
import { weekdayOf, type Weekday } from '@/lib/format';
import { useSite } from '@/lib/site-context';

/**
 * Today's weekday in the site's time zone, known only in the browser (a static page was built
 * on another day), so server and first render agree and today is marked right after, in the
 * background (a transition): set at once, it re-rendered the opening hours in one piece with
 * whatever else the page was drawing (docs/performance.md#after-load).
 */
export function useToday(): Weekday | undefined {
  const { locale } = useSite();
  const [today, setToday] = useState<Weekday>();
  useEffect(() => {
    startTransition(() => setToday(weekdayOf(new Date(), locale)));
  }, [locale]);
  return today;
}
