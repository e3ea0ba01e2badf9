import { useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import {
  defaultRangeExtractor,
  elementScroll,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import type { Cue } from '@showcaller/shared';
import type { TasksStatus } from './RundownContext';
import { expandedRowHeight, ROW_METRICS } from './rowHeights';
import type { TaskGrid } from './taskGrid';

/** Rows rendered beyond the visible ones on each side (keyboard and wheel scrolling stay smooth). */
const OVERSCAN = 2;

/** The scroll area's height before it is measured: its CSS max height, calc(85vh - 40px). */
function initialScrollRect() {
  if (typeof window === 'undefined') return { width: 0, height: 0 };
  return { width: window.innerWidth, height: Math.max(0, window.innerHeight * 0.85 - 40) };
}

/** Height from the ResizeObserver's entry (read after layout, never forcing one); otherwise what is known. */
function measureRow(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/**
 * The scroll area's size, reported by a ResizeObserver after each layout. The library's default also
 * reads it at mount, which forces a layout of the whole page in the middle of React's commit; the
 * initial rect stands in until the observer reports. Without ResizeObserver (jsdom): the default.
 */
function observeScrollRect(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, cb);
  const observer = new Observer(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element);
  return () => observer.disconnect();
}

interface RundownVirtualizerOptions {
  scrollRef: RefObject<HTMLDivElement | null>;
  cues: readonly Cue[];
  editMode: boolean;
  tasksStatus: TasksStatus;
  tasks: TaskGrid;
  /** Each department column's width by department id. */
  departmentWidths: ReadonlyMap<number, number>;
  /** The row being dragged (stays mounted while the list scrolls under it), or null. */
  activeIndex: number | null;
}

/**
 * The virtualised rows of the rundown table: only the rows in view (plus two) are in the DOM.
 * Heights start from estimates close to the real rows (rowHeights.ts) and are corrected from
 * ResizeObserver entries, so the first render never forces a layout per row.
 */
export function useRundownVirtualizer(options: RundownVirtualizerOptions) {
  const { scrollRef, cues, editMode, tasksStatus, tasks, departmentWidths, activeIndex } = options;
  // Every checklist is expanded in run mode and collapsed in edit mode (useCellExpansion); cells a
  // caller toggles are measured once rendered.
  // A row's height is kept per row of the grid (a task change keeps the other rows, taskGrid.ts) while the widths stay.
  const heightsOfRows = useMemo(() => {
    void departmentWidths;
    return new WeakMap<object, number>();
  }, [departmentWidths]);
  const expandedHeights = useMemo(() => {
    if (editMode || tasksStatus !== 'success') return null;
    const widthOf = (departmentId: number) => departmentWidths.get(departmentId);
    return new Map(
      cues.map((cue) => {
        const row = tasks.cellsOf(cue.id);
        let height = heightsOfRows.get(row);
        if (height === undefined) heightsOfRows.set(row, (height = expandedRowHeight(row, widthOf)));
        return [cue.id, height];
      }),
    );
  }, [cues, editMode, tasksStatus, tasks, departmentWidths, heightsOfRows]);
  const estimateSize = useCallback(
    (index: number) => {
      if (editMode) return ROW_METRICS.collapsed;
      const cue = cues[index];
      return (cue && expandedHeights?.get(cue.id)) ?? ROW_METRICS.loading;
    },
    [cues, editMode, expandedHeights],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (activeIndex === null || activeIndex < 0) return defaultRangeExtractor(range);
      return defaultRangeExtractor({
        ...range,
        startIndex: Math.min(range.startIndex, activeIndex),
        endIndex: Math.max(range.endIndex, activeIndex),
      });
    },
    [activeIndex],
  );

  // The virtualiser scrolls to its initial offset (0) when it attaches to the scroll area, which a new
  // area already is at; writing scrollTop would force a layout of the whole page mid-commit. Later
  // writes (scrolling to a row) go through.
  const attached = useRef(false);
  const scrollToFn = useCallback<VirtualizerOptions<HTMLDivElement, Element>['scrollToFn']>((offset, scrollOptions, instance) => {
    const first = !attached.current;
    attached.current = true;
    if (first && offset + (scrollOptions.adjustments ?? 0) === 0) return;
    elementScroll(offset, scrollOptions, instance);
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual returns a mutable instance the React Compiler cannot memoise; the virtualizer re-renders this component itself when rows scroll or resize.
  const virtualizer = useVirtualizer({
    count: cues.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    // A new function each render on purpose: the virtualizer then re-reads the estimates of the rows
    // not measured yet, so they follow the tasks as they arrive (about a millisecond for 1,000 rows).
    getItemKey: (index) => cues[index]?.id ?? index,
    overscan: OVERSCAN,
    initialRect: initialScrollRect(),
    observeElementRect: observeScrollRect,
    scrollToFn,
    measureElement: measureRow,
    rangeExtractor,
  });

  // Switching modes changes every row's height: forget the measured ones (rows in view are measured again).
  const measuredMode = useRef(editMode);
  useEffect(() => {
    if (measuredMode.current === editMode) return;
    measuredMode.current = editMode;
    virtualizer.measure();
  }, [virtualizer, editMode]);

  return virtualizer;
}
