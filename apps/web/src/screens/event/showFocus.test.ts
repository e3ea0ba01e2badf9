/** docs/decisions/0024-keys-and-lossless-imports.md: keys always reach the show (popups do not stop them; Escape releases a field). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { isModalOpen, returnFocusToShow } from './showFocus';
import { useTabShortcuts } from './useTabShortcuts';
import { useShowShortcuts } from './live/useShowShortcuts';

function press(target: Element, key: string): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

/** A Radix popover as it is in the page: role="dialog" inside the popper wrapper. */
const POPOVER =
  '<div data-radix-popper-content-wrapper><div role="dialog" aria-label="Crew devices" tabindex="-1"><h3>Crew devices</h3></div></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keys reach the show', () => {
  it('a popup is not a modal dialog; a dialog is', () => {
    document.body.innerHTML = POPOVER;
    expect(isModalOpen()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="New Action"></div>');
    expect(isModalOpen()).toBe(true);
  });

  it('G fires GO and T switches tabs while the Crew devices popup is open and focused; a modal dialog still stops both', () => {
    const onCommand = vi.fn();
    const onTab = vi.fn();
    renderHook(() => useShowShortcuts(true, onCommand));
    renderHook(() => useTabShortcuts(onTab));
    document.body.innerHTML = POPOVER;
    const popup = document.querySelector<HTMLElement>('[role="dialog"]')!;
    popup.focus();
    press(popup, 'g');
    press(popup, 't');
    expect(onCommand).toHaveBeenCalledWith('go');
    expect(onTab).toHaveBeenCalledWith('annotations');

    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-label="New Action"><button>OK</button></div>');
    press(document.querySelector('button')!, 'g');
    press(document.querySelector('button')!, 't');
    expect(onCommand).toHaveBeenCalledTimes(1);
    expect(onTab).toHaveBeenCalledTimes(1);
  });

  it('Escape releases a text field and keeps its text; a field that cancels on Escape itself, or one in a modal dialog, is left alone', () => {
    renderHook(() => useTabShortcuts(() => undefined));
    document.body.innerHTML = '<input id="msg" value="Wrap up" /><input id="edit" />';
    const msg = document.getElementById('msg') as HTMLInputElement;
    msg.focus();
    press(msg, 'Escape');
    expect(document.activeElement).toBe(document.body);
    expect(msg.value).toBe('Wrap up');

    const edit = document.getElementById('edit') as HTMLInputElement;
    edit.addEventListener('keydown', (e) => e.preventDefault());
    edit.focus();
    press(edit, 'Escape');
    expect(document.activeElement).toBe(edit);

    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><input id="modal" /></div>');
    const modal = document.getElementById('modal') as HTMLInputElement;
    modal.focus();
    press(modal, 'Escape');
    expect(document.activeElement).toBe(modal);
  });

  it('after a send the focus leaves the form that sent, but not a field the caller moved to meanwhile', () => {
    document.body.innerHTML = '<form><input id="a" /><button>Send</button></form><input id="b" />';
    const form = document.querySelector('form')!;
    (document.getElementById('a') as HTMLInputElement).focus();
    returnFocusToShow(form);
    expect(document.activeElement).toBe(document.body);
    (document.getElementById('b') as HTMLInputElement).focus();
    returnFocusToShow(form);
    expect(document.activeElement).toBe(document.getElementById('b'));
  });
});
