import { memo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@/lib/columnWidths';
import { cn } from '@/lib/utils';
import type { RundownColumn } from './columns';
import { pinClass } from './pinnedColumns';
import { useAppT } from '@/i18n/appI18n';

const KEY_STEP = 10;

interface ResizeHandleProps {
  column: RundownColumn;
  onResize: (columnId: string, width: number) => void;
  onCommit: (columnId: string, width: number) => void;
}

/** Right to left the columns run the other way: the end edge is on the left, and dragging left widens. */
function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

/** The draggable end edge of a header cell (right, or left right to left); arrow keys resize too. */
function ResizeHandle({ column, onResize, onCommit }: ResizeHandleProps) {
  const drag = useRef<{ startX: number; startWidth: number; width: number; sign: number } | null>(null);
  const t = useAppT();

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX, startWidth: column.width, width: column.width, sign: isRtl(e.currentTarget) ? -1 : 1 };
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    drag.current.width = drag.current.startWidth + drag.current.sign * (e.clientX - drag.current.startX);
    onResize(column.id, drag.current.width);
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    onCommit(column.id, drag.current.width);
    drag.current = null;
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = isRtl(e.currentTarget) ? -KEY_STEP : KEY_STEP;
    const delta = e.key === 'ArrowRight' ? step : e.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    e.preventDefault();
    onCommit(column.id, column.width + delta);
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('rundown.header.resize', { column: column.label })}
      aria-valuenow={column.width}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      className="absolute end-0 top-0 z-10 h-full w-2 cursor-col-resize touch-none outline-none select-none hover:bg-white/40 focus-visible:bg-white/60"
    />
  );
}

interface RundownHeaderRowProps {
  columns: RundownColumn[];
  onResize: (columnId: string, width: number) => void;
  onCommit: (columnId: string, width: number) => void;
}

/** The sticky header row: #264b9b with white text (docs/product.md#screens). */
export const RundownHeaderRow = memo(function RundownHeaderRow({ columns, onResize, onCommit }: RundownHeaderRowProps) {
  return (
    <tr aria-rowindex={1}>
      {columns.map((column) => (
        <th
          key={column.id}
          scope="col"
          className={cn(
            'sticky top-0 z-20 overflow-hidden border-e border-white/20 bg-show-header px-2 py-2 text-start text-xs font-semibold tracking-wide text-ellipsis whitespace-nowrap text-show-header-foreground uppercase',
            (column.kind === 'department' || column.kind === 'field') && 'normal-case',
            pinClass(column.kind),
          )}
        >
          {column.srOnlyLabel ? <span className="sr-only">{column.label}</span> : column.label}
          {column.resizable && <ResizeHandle column={column} onResize={onResize} onCommit={onCommit} />}
        </th>
      ))}
    </tr>
  );
});
