/**
 * Marks a top-level element that a modal Dialog must leave usable while it makes the rest of the
 * page inert: the toast stack, so messages stay readable and dismissable behind a dialog.
 */
export const KEEP_INTERACTIVE_ATTRIBUTE = 'data-keep-interactive';
