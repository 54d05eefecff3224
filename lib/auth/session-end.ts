/**
 * The session announces its end here: whenever the token store forgets a session in this tab
 * (sign-out, a refused refresh, another tab's sign-out: lib/auth/token-store.ts#clear), every
 * listener is called at once with the storages it cleared. What keeps something of the owner
 * beside the session (the page boot's hints and early calls, lib/boot/session-end.ts) listens and
 * forgets it; auth knows none of them.
 */
export interface SessionStorages {
  session: Storage;
  local: Storage;
}

export type SessionEndListener = (storages: SessionStorages) => void;

const listeners = new Set<SessionEndListener>();

/** Calls `listener` at the end of every session from now on (once, however often it is added). */
export function onSessionEnd(listener: SessionEndListener): void {
  listeners.add(listener);
}

/** Tells every listener that the session has ended (the token store, once it has cleared). */
export function announceSessionEnd(storages: SessionStorages): void {
  for (const listener of listeners) listener(storages);
}
