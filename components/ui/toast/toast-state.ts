/**
 * The toast lifecycle (docs/product.md#layouts) as pure functions of the current time, so it can be tested with
 * fake timers and without React: created -> shown after its delay -> (paused <-> running) ->
 * removed when its remaining time runs out, or dismissed by hand at any point.
 */
import type { ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_PROGRESS_TICK_MS, type ToastKind } from '@/config/toast';

export interface ToastControls {
  dismiss: () => void;
}

export interface ToastOptions {
  /** How long the toast stays once shown, not counting paused time. */
  duration?: number;
  /** Wait this long before showing it. */
  delay?: number;
  /** Hover and keyboard focus pause the countdown. On by default. */
  pausable?: boolean;
  /** Replaces the message area with custom content; `message` is still what is announced. */
  render?: (toast: Toast, controls: ToastControls) => ReactNode;
}

export interface ToastInput extends ToastOptions {
  kind: ToastKind;
  /** Translated text; also what screen readers announce. */
  message: string;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** The theme's colour for the kind, fixed when the toast is created. */
  color: string;
  duration: number;
  delay: number;
  render?: ToastOptions['render'];
  pausable: boolean;
  paused: boolean;
  createdAt: number;
  /** When the current running stretch began; null until the toast is shown. */
  startedAt: number | null;
  /** Time left as of startedAt, or as of the pause while paused. */
  remaining: number;
}

export function createToast(input: ToastInput, { id, color, now }: { id: string; color: string; now: number }): Toast {
  const duration = input.duration ?? TOAST_DEFAULT_DURATION_MS;
  return {
    id,
    kind: input.kind,
    message: input.message,
    color,
    duration,
    delay: Math.max(0, input.delay ?? 0),
    render: input.render,
    pausable: input.pausable ?? true,
    paused: false,
    createdAt: now,
    startedAt: null,
    remaining: duration,
  };
}

export const isShown = (toast: Toast) => toast.startedAt !== null;

/** Time left before automatic removal; frozen while paused or not yet shown. */
export function timeLeft(toast: Toast, now: number): number {
  if (toast.startedAt === null || toast.paused) return toast.remaining;
  return Math.max(0, toast.remaining - Math.max(0, now - toast.startedAt));
}

/** How far the progress bar has gone, 0 to 1, advancing in whole progress ticks (10 ms). */
export function progress(toast: Toast, now: number): number {
  if (toast.duration <= 0) return 1;
  const elapsed = toast.duration - timeLeft(toast, now);
  const stepped = Math.floor(elapsed / TOAST_PROGRESS_TICK_MS) * TOAST_PROGRESS_TICK_MS;
  return Math.min(1, stepped / toast.duration);
}

/** Freezes the countdown: the time run so far comes off `remaining`; time spent paused never counts. */
export function pauseToast(toast: Toast, now: number): Toast {
  if (!toast.pausable || toast.paused || toast.startedAt === null) return toast;
  return { ...toast, paused: true, remaining: timeLeft(toast, now), startedAt: now };
}

export function resumeToast(toast: Toast, now: number): Toast {
  if (!toast.paused) return toast;
  return { ...toast, paused: false, startedAt: now };
}

/** Shows the toasts whose delay has passed and drops the ones whose time has run out. */
export function advance(toasts: readonly Toast[], now: number): Toast[] {
  return toasts
    .map((toast) => (toast.startedAt === null && now >= toast.createdAt + toast.delay ? { ...toast, startedAt: now } : toast))
    .filter((toast) => toast.startedAt === null || toast.paused || timeLeft(toast, now) > 0);
}

/** Milliseconds until the next toast is due to appear or disappear; null when nothing is scheduled. */
export function nextChangeIn(toasts: readonly Toast[], now: number): number | null {
  const waits = toasts.flatMap((toast) => {
    if (toast.startedAt === null) return [Math.max(0, toast.createdAt + toast.delay - now)];
    return toast.paused ? [] : [timeLeft(toast, now)];
  });
  return waits.length ? Math.min(...waits) : null;
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'advance'; now: number }
  | { type: 'pause'; id: string; now: number }
  | { type: 'resume'; id: string; now: number }
  | { type: 'dismiss'; id: string };

/** Newest toasts come first. */
export function toastReducer(state: Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return advance([action.toast, ...state], action.toast.createdAt);
    case 'advance':
      return advance(state, action.now);
    case 'pause':
      return state.map((toast) => (toast.id === action.id ? pauseToast(toast, action.now) : toast));
    case 'resume':
      return state.map((toast) => (toast.id === action.id ? resumeToast(toast, action.now) : toast));
    case 'dismiss':
      return state.filter((toast) => toast.id !== action.id);
  }
}
