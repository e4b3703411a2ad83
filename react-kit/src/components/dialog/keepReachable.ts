/**
 * Marks an element that stays reachable behind a dialog (the kit's live regions). Its own module, so the live
 * regions rendered at start do not carry the dialog's code.
 */
export const KEEP_REACHABLE_ATTRIBUTE = 'data-portico-live'
