import { useEffect } from 'react';
import { withdrawPushSubscription } from './withdraw-push';

/** What this needs of the session (lib/auth/session.ts): to hear of changes, and whether someone is signed in. */
export interface SessionSignal {
  subscribe(listener: () => void): () => void;
  isSignedIn(): boolean;
}

/**
 * Withdraws this browser's push subscription whenever the session ends here: the owner signs out,
 * the backend refuses the session, or another tab of the site signs out. The next person on this
 * browser must not get the previous owner's notifications. Mounted with the signed-in frame
 * (layouts/frame-header.tsx); the subscription itself belongs to the browser, so one withdrawal is
 * enough whichever tab hears of it first.
 */
export function useWithdrawPushOnSessionEnd(session: SessionSignal): void {
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.isSignedIn()) void withdrawPushSubscription();
      }),
    [session],
  );
}
