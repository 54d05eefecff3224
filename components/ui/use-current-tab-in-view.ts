import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a strip of tabs (a `ul` inside `container`) sideways so its current tab
 * (aria-current="page") shows: on a phone the profile's tabs are wider than the screen and its
 * last ones were past the edge. Sideways only; the page does not move. Its own module, so only
 * the profile's tabs load it (the rewards page's two tabs always fit).
 */
export function useCurrentTabInView(container: RefObject<HTMLElement | null>, current: string) {
  useEffect(() => {
    const list = container.current?.querySelector('ul');
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= listBox.left && tabBox.right <= listBox.right) return;
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [container, current]);
}
