/**
 * Whether keyboard focus has fallen to the page's body (the focused control was removed), so it
 * may be moved to what replaced it. Focus the owner has put somewhere else meanwhile is left alone.
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
