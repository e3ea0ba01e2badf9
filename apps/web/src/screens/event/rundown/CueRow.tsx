import { memo, useCallback, useSyncExternalStore, type CSSProperties, type MouseEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash } from 'lucide-react';
import type { Cue, Department } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { TaskCell } from '../tasks/TaskCell';
import { ActionCell, DurationCell, NotesCell, TimeCell } from './CueCells';
import { ColorMarkCell } from './ColorMarkCell';
import { FieldCell } from './FieldCells';
import { pinClass } from './pinnedColumns';
import { CurrentCueTag, RefreshPastButton, rowLiveClasses, rowLiveState, rowMark } from './LiveCueMarks';
import { useLiveRundownNow, useLiveRundownSelect } from './liveRundown';
import { useRundown } from './RundownContext';
import './liveRows.css';
import { useAppT } from '@/i18n/appI18n';

const cellClasses = 'border-e border-b px-2 py-1.5 align-top';

/** Clicks on the row's own controls (tasks, inputs, buttons) never count as a click on the row. */
function fromControl(e: MouseEvent): boolean {
  return (
    e.target instanceof Element &&
    e.target.closest('button, a, input, textarea, select, label, [role="checkbox"], [contenteditable="true"]') !== null
  );
}

/**
 * A department cell takes a tint of its highest-priority task colour (docs/product.md#running-the-show), readable in both
 * themes. Memoised: live status changes re-render the row, not its fifteen checklists.
 */
const DepartmentCell = memo(function DepartmentCell({ cue, department }: { cue: Cue; department: Department }) {
  const store = useRundown().tasks;
  const color = useSyncExternalStore(store.subscribe, () => store.get().color(cue.id, department.id));
  return (
    <td
      data-cell-color={color || undefined}
      className={cn(
        cellClasses,
        color && 'bg-[color-mix(in_srgb,var(--cell-color)_22%,transparent)] shadow-[inset_4px_0_0_var(--cell-color)]',
        // On the tint the muted grey falls under 4.5:1 (Purple: 3.3:1, docs/product.md#running-the-show): its text reads in the foreground colour.
        color && '[&_.text-muted-foreground]:text-foreground',
      )}
      style={color ? ({ '--cell-color': color } as CSSProperties) : undefined}
    >
      <TaskCell cue={cue} department={department} />
    </td>
  );
});

interface CueRowProps {
  cue: Cue;
  /** Position among the rows shown (0-based). */
  index: number;
  /** Position in the whole rundown (0-based): differs from `index` while a search hides rows. */
  place?: number;
  /** The virtualizer's measuring ref. */
  measureRef: (node: HTMLTableRowElement | null) => void;
}

/** One cue of the rundown table; draggable by its handle in edit mode. */
export const CueRow = memo(function CueRow({ cue, index, place = index, measureRef }: CueRowProps) {
  const { editMode, departments, fields, fieldValues, filtered, canRun } = useRundown();
  const values = fieldValues.get(cue.id);
  const t = useAppT();
  // Only this row's own marks (primitives): a GO re-renders the rows it changes, not every row.
  const hasLive = useLiveRundownSelect((l) => l !== null);
  const liveState = useLiveRundownSelect((l) => rowLiveState(l, cue));
  const overtime = useLiveRundownSelect((l) => l !== null && l.currentCueId === cue.id && l.status === 'go' && l.overtime);
  const pulsing = useLiveRundownSelect((l) => l !== null && l.pulseCueId === cue.id) || overtime;
  const liveNow = useLiveRundownNow();
  const isCurrent = liveState !== null && liveState !== 'past';
  const refreshPast = useCallback((c: Cue) => liveNow()?.refreshPast(c), [liveNow]);
  const refreshable = liveState === 'past' && !editMode && canRun;
  // Run mode: the whole TIME cell, not only its text, makes the cue current (docs/product.md#during-a-show). Its button
  // stays the keyboard way in; a click on it stops there.
  const setsCurrent = hasLive && !editMode && canRun;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: cue.id,
    disabled: !editMode || filtered,
  });
  const ref = useCallback(
    (node: HTMLTableRowElement | null) => {
      setNodeRef(node);
      measureRef(node);
    },
    [setNodeRef, measureRef],
  );
  // Rows move only up and down.
  const mark = rowMark(cue.colorMark);
  const style: CSSProperties = {
    transform: transform ? CSS.Translate.toString({ ...transform, x: 0 }) : undefined,
    transition,
    ...mark?.style,
  };

  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      aria-current={isCurrent ? 'true' : undefined}
      data-live-state={liveState ?? undefined}
      style={style}
      onClick={refreshable ? (e) => !fromControl(e) && refreshPast(cue) : undefined}
      className={cn(
        'bg-(--row-tint)',
        mark?.className,
        rowLiveClasses(liveState, overtime),
        refreshable && 'cursor-pointer',
        pulsing && 'cue-pulse',
        isDragging && 'relative z-30 shadow-lg [--row-tint:var(--accent)]',
      )}
    >
      {editMode && (
        <td className={cn(cellClasses, 'px-1', pinClass('drag'))}>
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={
              filtered ? t('rundown.row.clearToReorder', { number: cue.number }) : t('rundown.row.dragToReorder', { number: cue.number })
            }
            disabled={filtered}
            className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-30"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        </td>
      )}
      <td
        className={cn(cellClasses, pinClass('time'), setsCurrent && 'cursor-pointer')}
        onClick={
          setsCurrent
            ? (e) => {
                if (fromControl(e)) return;
                e.stopPropagation(); // not also a click on a past row (refresh)
                liveNow()?.setCurrent(cue);
              }
            : undefined
        }
      >
        <TimeCell cue={cue} index={place} />
      </td>
      <th scope="row" className={cn(cellClasses, pinClass('number'), 'overflow-hidden text-start font-mono font-semibold tabular-nums')}>
        {cue.number}
        {isCurrent && <CurrentCueTag status={liveState} overtime={overtime} />}
        {refreshable && (
          <span className="block">
            <RefreshPastButton cue={cue} onRefresh={refreshPast} />
          </span>
        )}
      </th>
      <td className={cn(cellClasses, pinClass('color'))}>
        <ColorMarkCell cue={cue} />
      </td>
      <td className={cn(cellClasses, pinClass('action'))}>
        <ActionCell cue={cue} />
      </td>
      <td className={cellClasses}>
        <DurationCell cue={cue} />
      </td>
      {departments.map((department) => (
        <DepartmentCell key={department.id} cue={cue} department={department} />
      ))}
      <td className={cellClasses}>
        <NotesCell cue={cue} />
      </td>
      {fields.map((field) => (
        <td key={field.id} className={cellClasses} data-field={field.name}>
          <FieldCell cue={cue} field={field} value={values?.get(field.id)} />
        </td>
      ))}
      {editMode && (
        <td className={cellClasses}>
          <CueEditButtons cue={cue} />
        </td>
      )}
    </tr>
  );
});

/** Edit mode's last cell. Memoised like the other cells: a row re-renders whenever dnd-kit's context moves, its cells need not. */
const CueEditButtons = memo(function CueEditButtons({ cue }: { cue: Cue }) {
  const { onEditCue, onDeleteCue } = useRundown();
  const t = useAppT();
  return (
    <span className="flex items-center gap-1">
      <Button size="icon-sm" variant="ghost" aria-label={t('rundown.row.editCue', { number: cue.number })} onClick={() => onEditCue(cue)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        className="text-destructive hover:text-destructive"
        aria-label={t('rundown.row.deleteCue', { number: cue.number })}
        onClick={() => onDeleteCue(cue)}
      >
        <Trash aria-hidden="true" />
      </Button>
    </span>
  );
});
