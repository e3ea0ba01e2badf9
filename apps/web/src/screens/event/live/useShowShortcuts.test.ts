import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { shortcutCommand, useShowShortcuts } from './useShowShortcuts';

function press(target: Element, key: string): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('show shortcuts', () => {
  it('maps the documented keys', () => {
    expect([' ', 'S', 'g', 'Enter', 'h', 'n', 'ArrowRight', 'b', 'ArrowLeft', 'r', 'x'].map(shortcutCommand)).toEqual([
      'standby',
      'standby',
      'go',
      'go',
      'hold',
      'next',
      'next',
      'back',
      'back',
      null,
      null,
    ]);
  });

  it('letters work on a focused tab or checkbox; arrows, Space and Enter keep their own meaning there', () => {
    const onCommand = vi.fn();
    renderHook(() => useShowShortcuts(true, onCommand));
    document.body.innerHTML =
      '<button role="tab">Rundown</button><input type="checkbox" /><button data-cue-control>GO</button><div role="menu"><div role="menuitem">x</div></div>';
    const [tab, checkbox, go, item] = [...document.body.querySelectorAll('button, input, [role="menuitem"]')] as HTMLElement[];
    expect(press(tab!, 'g').defaultPrevented).toBe(true);
    expect(press(tab!, 'ArrowRight').defaultPrevented).toBe(false);
    expect(press(tab!, 'Enter').defaultPrevented).toBe(false);
    expect(press(checkbox!, ' ').defaultPrevented).toBe(false);
    expect(press(checkbox!, 's').defaultPrevented).toBe(true);
    expect(press(go!, ' ').defaultPrevented).toBe(true);
    expect(press(item!, 'g').defaultPrevented).toBe(false);
    expect(onCommand.mock.calls.map((call) => call[0] as string)).toEqual(['go', 'standby', 'standby']);
  });

  it('does nothing when disabled (edit mode) or with modifier keys', () => {
    const onCommand = vi.fn();
    const { rerender } = renderHook(({ on }) => useShowShortcuts(on, onCommand), { initialProps: { on: false } });
    press(document.body, 'g');
    rerender({ on: true });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'g', ctrlKey: true, bubbles: true }));
    expect(onCommand).not.toHaveBeenCalled();
  });
});
