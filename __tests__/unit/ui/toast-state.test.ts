import { TOAST_DEFAULT_DURATION_MS } from '@/config/toast';
import {
  advance,
  createToast,
  nextChangeIn,
  pauseToast,
  progress,
  resumeToast,
  timeLeft,
  toastReducer,
  type Toast,
} from '@/components/ui/toast/toast-state';

const T0 = 1_000_000;

function make(id: string, options: Partial<Parameters<typeof createToast>[0]> = {}, now = T0): Toast {
  return createToast({ kind: 'success', message: id, ...options }, { id, color: '#1e7b34', now });
}

describe('toast state', () => {
  it('defaults to 5000 ms, pausable, not paused and not yet started', () => {
    const toast = make('a');
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(toast).toMatchObject({ duration: 5000, remaining: 5000, delay: 0, pausable: true, paused: false, startedAt: null });
  });

  it('is shown only once its delay has passed, and starts its countdown then', () => {
    let state = toastReducer([], { type: 'add', toast: make('a', { delay: 300 }) });
    expect(state[0]?.startedAt).toBeNull();
    expect(nextChangeIn(state, T0)).toBe(300);
    state = advance(state, T0 + 299);
    expect(state[0]?.startedAt).toBeNull();
    state = advance(state, T0 + 300);
    expect(state[0]?.startedAt).toBe(T0 + 300);
    expect(timeLeft(state[0]!, T0 + 300)).toBe(5000);
  });

  it('is removed exactly when its remaining time runs out', () => {
    const state = toastReducer([], { type: 'add', toast: make('a', { duration: 1234 }) });
    expect(nextChangeIn(state, T0)).toBe(1234);
    expect(advance(state, T0 + 1233)).toHaveLength(1);
    expect(advance(state, T0 + 1234)).toHaveLength(0);
  });

  it('moves the progress bar in whole 10 ms steps', () => {
    const [toast] = toastReducer([], { type: 'add', toast: make('a', { duration: 1000 }) });
    expect(progress(toast!, T0)).toBe(0);
    expect(progress(toast!, T0 + 9)).toBe(0);
    expect(progress(toast!, T0 + 10)).toBeCloseTo(0.01);
    expect(progress(toast!, T0 + 19)).toBeCloseTo(0.01);
    expect(progress(toast!, T0 + 20)).toBeCloseTo(0.02);
    expect(progress(toast!, T0 + 1000)).toBe(1);
  });

  it('does not count paused time: remaining loses only the time run before the pause', () => {
    const [shown] = toastReducer([], { type: 'add', toast: make('a', { duration: 1000 }) });
    const paused = pauseToast(shown!, T0 + 400);
    expect(paused).toMatchObject({ paused: true, remaining: 600 });
    expect(timeLeft(paused, T0 + 10_000)).toBe(600);
    expect(nextChangeIn([paused], T0 + 10_000)).toBeNull();
    expect(advance([paused], T0 + 10_000)).toHaveLength(1);

    const resumed = resumeToast(paused, T0 + 10_000);
    expect(resumed).toMatchObject({ paused: false, startedAt: T0 + 10_000, remaining: 600 });
    expect(advance([resumed], T0 + 10_599)).toHaveLength(1);
    expect(advance([resumed], T0 + 10_600)).toHaveLength(0);
  });

  it('ignores pausing a toast that is not pausable or not yet shown', () => {
    const [fixed] = toastReducer([], { type: 'add', toast: make('a', { pausable: false }) });
    expect(pauseToast(fixed!, T0 + 100)).toBe(fixed);
    const waiting = make('b', { delay: 500 });
    expect(pauseToast(waiting, T0 + 100)).toBe(waiting);
  });

  it('puts the newest toast first and dismisses by id', () => {
    let state = toastReducer([], { type: 'add', toast: make('first') });
    state = toastReducer(state, { type: 'add', toast: make('second', {}, T0 + 5) });
    expect(state.map((toast) => toast.id)).toEqual(['second', 'first']);
    state = toastReducer(state, { type: 'dismiss', id: 'second' });
    expect(state.map((toast) => toast.id)).toEqual(['first']);
  });
});
