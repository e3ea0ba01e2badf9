/**
 * The rundown's left columns (drag handle in edit mode, TIME, #, colour, ACTION) stay in view while
 * a wide rundown scrolls sideways (docs/product.md#during-a-show: with four departments NOTES is off screen at 1440 px,
 * and the caller lost which cue a task belonged to). Pinned only when they take at most
 * PIN_MAX_SHARE of the scroll area: on a phone they would leave no room for anything else.
 */
import { useEffect, useState, type CSSProperties, type RefObject } from 'react';
import type { RundownColumn, RundownColumnKind } from './columns';
import './pinnedColumns.css';

export const PIN_MAX_SHARE = 0.6;

const PINNABLE: ReadonlySet<RundownColumnKind> = new Set(['drag', 'time', 'number', 'color', 'action']);

/** The class a cell of this column kind carries ('' for the columns that scroll). */
export function pinClass(kind: RundownColumnKind): string {
  return PINNABLE.has(kind) ? ['pin', `pin-${kind}`].join(' ') : '';
}

/** Left offsets of the leading pinnable columns (as CSS variables) and their total width. */
export function pinnedOffsets(columns: readonly RundownColumn[]): { style: CSSProperties; width: number } {
  const style: Record<string, string> = {};
  let width = 0;
  for (const column of columns) {
    if (!PINNABLE.has(column.kind)) break;
    style[`--pin-${column.kind}`] = `${width}px`;
    width += column.width;
  }
  return { style, width };
}

/** The scroll area's width, from a ResizeObserver (never read during render: no forced layout). */
function useScrollAreaWidth(scrollRef: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef]);
  return width;
}

export function usePinnedColumns(scrollRef: RefObject<HTMLElement | null>, columns: readonly RundownColumn[]) {
  const areaWidth = useScrollAreaWidth(scrollRef);
  const { style, width } = pinnedOffsets(columns);
  const pinned = width > 0 && width <= areaWidth * PIN_MAX_SHARE;
  return { pinned, style };
}
