import { useEffect } from 'react';
import { isModalOpen } from './showFocus';

export const SHOW_TABS = ['rundown', 'access-codes', 'export', 'annotations', 'integrations', 'history', 'team'] as const;
export type ShowTab = (typeof SHOW_TABS)[number];

export function isShowTab(value: string): value is ShowTab {
  return (SHOW_TABS as readonly string[]).includes(value);
}

const TAB_KEYS: Record<string, ShowTab> = {
  r: 'rundown',
  a: 'access-codes',
  e: 'export',
  t: 'annotations',
  i: 'integrations',
  y: 'history',
};

/** Typing in a text field (or any editable element) must never switch tabs. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return false;
}

/**
 * Escape releases a text field of the show page (blur; what was typed stays), so the show's keys
 * work again (docs/decisions/0024-keys-and-lossless-imports.md). A field that uses Escape itself (cancel an edit) prevents the
 * default and is left to it; a modal dialog closes on Escape as it always did.
 */
function releaseOnEscape(e: KeyboardEvent): boolean {
  if (e.key !== 'Escape' || e.defaultPrevented || !isTextEntryTarget(e.target) || isModalOpen()) return false;
  (e.target as HTMLElement).blur();
  return true;
}

/**
 * R, A, E, T (and I for integrations, Y for the history) switch to rundown, access-codes, export, annotations (docs/product.md#running-the-show),
 * outside text fields, menus and modal dialogs (a popup such as Crew devices does not stop them); Escape releases a text field.
 */
export function useTabShortcuts(onTab: (tab: ShowTab) => void): void {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (releaseOnEscape(e)) return;
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTextEntryTarget(e.target)) return;
      if (isModalOpen() || (e.target instanceof Element && e.target.closest('[role="menu"]'))) return;
      const tab = TAB_KEYS[e.key.toLowerCase()];
      if (!tab) return;
      e.preventDefault();
      onTab(tab);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onTab]);
}
