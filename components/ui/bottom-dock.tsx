import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { BOTTOM_DOCK_ID, BOTTOM_ROOM, DOCK_ORDER, LAYER, SHEET_TURN, media, type DockPlace, type DockSheet } from '@/config/layout';

/**
 * The bottom dock (docs/design.md#the-bottom-dock): everything that sits at the bottom of the
 * screen (the cookie choice, the consent-again prompt or its button, the app banner) is stacked in
 * this one fixed column, in a fixed order whatever order its parts mount in, so no bar ever lies on
 * another. The toasts stack right above it (toast-stack.tsx). The page gets as much room below its
 * end as the two take (a CSS variable each, read by the global styles' body padding and scroll
 * padding), so the last control of a page can always be scrolled above them.
 *
 * Only the bars catch the pointer: the dock's empty sides let taps through to the page.
 */
const Dock = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${LAYER.dock};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  /* Less than half the screen: a control scrolled to the middle of the screen is always clear of
     it. What is taller scrolls inside the dock. */
  max-height: 45vh;
  max-height: 45dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  pointer-events: none;

  &:empty {
    display: none;
  }

  > * {
    pointer-events: auto;
  }

  ${media.desktop} {
    padding: 0 1.25rem 1.25rem;
  }
  ${media.mobile} {
    align-items: stretch;
    gap: 0;
  }
`;

const noSubscription = () => () => undefined;

/** Keeps a CSS variable on <html> at the element's height while it is on screen. */
export function useRoomFor(element: HTMLElement | null, variable: string) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    // Its first call comes once the element is laid out, before it is painted: reading its size
    // then costs no extra layout. Without ResizeObserver (jsdom), set once.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    if (observer) observer.observe(element);
    else apply();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, variable]);
}

/** The dock's column, once in the app (components/shell/app-providers.tsx). Empty until a bar comes. */
export function BottomDock() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useRoomFor(element, BOTTOM_ROOM.dock);
  return <Dock id={BOTTOM_DOCK_ID} ref={setElement} />;
}

/**
 * A bar's place in the dock: its children are drawn there, at the place's position in the stack
 * (DOCK_ORDER). Without a dock on the page (a component test of one part) they stay where they are.
 */
export function DockSlot({ place, children }: { place: DockPlace; children: ReactNode }) {
  const dock = useSyncExternalStore(
    noSubscription,
    () => document.getElementById(BOTTOM_DOCK_ID),
    () => null,
  );
  const slot = (
    <div data-dock-place={place} style={{ order: DOCK_ORDER[place] }}>
      {children}
    </div>
  );
  return dock ? createPortal(slot, dock) : slot;
}

/**
 * Sheets that ask the owner something take turns (SHEET_TURN): while one whose turn comes first is
 * open (the cookie choice), a later one (the consent-again prompt) shows folded, so the two never
 * fill the screen together.
 */
const openSheets = new Set<DockSheet>();
const listeners = new Set<() => void>();
let openSnapshot = '';
function subscribeSheets(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function publishSheets() {
  openSnapshot = [...openSheets].sort().join(' ');
  listeners.forEach((listener) => listener());
}

/** Marks the sheet open while `open` is true. */
export function useOpenSheet(sheet: DockSheet, open: boolean) {
  useEffect(() => {
    if (!open) return;
    openSheets.add(sheet);
    publishSheets();
    return () => {
      openSheets.delete(sheet);
      publishSheets();
    };
  }, [sheet, open]);
}

/** Whether a sheet whose turn comes before this one's is open. */
export function useEarlierSheetOpen(sheet: DockSheet): boolean {
  const open = useSyncExternalStore(
    subscribeSheets,
    () => openSnapshot,
    () => '',
  );
  return open !== '' && open.split(' ').some((other) => SHEET_TURN[other as DockSheet] < SHEET_TURN[sheet]);
}
