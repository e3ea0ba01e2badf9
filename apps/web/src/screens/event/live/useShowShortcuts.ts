/**
 * Cue shortcuts of the show screen (docs/product.md#running-the-show): S or Space = standby, G or Enter = go, H = hold,
 * ArrowRight or N = next, ArrowLeft or B = back; C = resume (docs/decisions/0021-resume.md). Never while typing, in an open dialog or in edit mode.
 *
 * Space and Enter are taken (preventDefault: no second click) when focus is on the page, the rundown
 * or one of the cue control buttons — so a GO clicked with the mouse is not pressed again by Space.
 * On any other control (a task, a link, a menu) they keep their normal meaning for keyboard users.
 */
import { useEffect, useEffectEvent } from 'react';
import type { CueCommand } from '@showcaller/shared';
import { isTextEntryTarget } from '../useTabShortcuts';
import { isModalOpen } from '../showFocus';

export type ShortcutCommand = Extract<CueCommand, 'standby' | 'go' | 'hold' | 'resume' | 'next' | 'back'>;

export function shortcutCommand(key: string): ShortcutCommand | null {
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 's':
    case ' ':
      return 'standby';
    case 'g':
    case 'Enter':
      return 'go';
    case 'h':
      return 'hold';
    // C (continue): RESUME, a held cue goes on from its held time (docs/decisions/0021-resume.md; the spec's keys stay as they are).
    case 'c':
      return 'resume';
    case 'n':
    case 'ArrowRight':
      return 'next';
    case 'b':
    case 'ArrowLeft':
      return 'back';
    default:
      return null;
  }
}

/** Widgets whose arrow keys move within them (tabs, sliders, radio groups, column resize handles). */
const ARROW_WIDGETS = '[role="tab"], [role="slider"], [role="radio"], [role="separator"], input[type="range"]';
/** Widgets that read typed letters themselves (menus, listboxes, comboboxes). */
const TYPEAHEAD_WIDGETS = '[role="menu"], [role="menuitem"], [role="listbox"], [role="option"], [role="combobox"]';
const ACTIVATABLE = 'button, a[href], summary, input, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]';

function shouldIgnore(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return true;
  if (isTextEntryTarget(e.target)) return true;
  // A modal dialog takes the keys; a popup (Crew devices) does not (docs/decisions/0024-keys-and-lossless-imports.md, showFocus.ts).
  if (isModalOpen()) return true;
  const el = e.target instanceof Element ? e.target : null;
  if (!el) return false;
  if (el.closest(TYPEAHEAD_WIDGETS)) return true;
  if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && el.closest(ARROW_WIDGETS)) return true;
  const activation = e.key === ' ' || e.key === 'Enter';
  return activation && el.closest(ACTIVATABLE) !== null && el.closest('[data-cue-control]') === null;
}

export function useShowShortcuts(enabled: boolean, onCommand: (command: ShortcutCommand) => void): void {
  const run = useEffectEvent(onCommand);
  useEffect(() => {
    if (!enabled) return;
    let swallowSpaceUp = false;
    function onKeyDown(e: KeyboardEvent) {
      const command = shortcutCommand(e.key);
      if (!command || shouldIgnore(e)) return;
      e.preventDefault();
      // Holding a key must not fire the command again and again.
      if (e.repeat) return;
      if (e.key === ' ') swallowSpaceUp = true;
      run(command);
    }
    // Browsers click a focused button on Space's keyup: that click was ours.
    function onKeyUp(e: KeyboardEvent) {
      if (e.key === ' ' && swallowSpaceUp) {
        swallowSpaceUp = false;
        e.preventDefault();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
