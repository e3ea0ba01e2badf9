/**
 * Keys always reach the show (docs/decisions/0024-keys-and-lossless-imports.md):
 * only a modal dialog takes the show's shortcuts away; a popup (the Crew devices list, any
 * Radix popover) does not. After a send the focus leaves the form, so G fires GO rather than
 * typing a "g" into the message box.
 */

/** Radix wraps every popover, tooltip and dropdown in this element; dialogs are not wrapped. */
const POPUP = '[data-radix-popper-content-wrapper]';

/** Whether a modal dialog is open (a popup with role="dialog", such as the Crew devices list, is not one). */
export function isModalOpen(doc: Document = document): boolean {
  return [...doc.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((el) => el.closest(POPUP) === null);
}

/**
 * After a send: the focus goes back to the show (the page) when it is still in `within` (the
 * form that sent), so the next G is GO. Focus that has moved elsewhere meanwhile is left alone.
 */
export function returnFocusToShow(within: Element | null): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  if (within && !within.contains(active)) return;
  active.blur();
}
