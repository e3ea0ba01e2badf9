import { useEffect } from 'react';

export const SHOW_TABS = ['rundown', 'access-codes', 'export', 'annotations', 'integrations'] as const;
export type ShowTab = (typeof SHOW_TABS)[number];

export function isShowTab(value: string): value is ShowTab {
  return (SHOW_TABS as readonly string[]).includes(value);
}

const TAB_KEYS: Record<string, ShowTab> = { r: 'rundown', a: 'access-codes', e: 'export', t: 'annotations', i: 'integrations' };

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

/** R, A, E, T (and I for integrations) switch to rundown, access-codes, export, annotations (docs/product.md#running-the-show), outside text fields and dialogs. */
export function useTabShortcuts(onTab: (tab: ShowTab) => void): void {
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTextEntryTarget(e.target)) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      const tab = TAB_KEYS[e.key.toLowerCase()];
      if (!tab) return;
      e.preventDefault();
      onTab(tab);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onTab]);
}
