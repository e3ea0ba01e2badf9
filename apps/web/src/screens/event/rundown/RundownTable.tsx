import { useCallback, useMemo, useRef, useState } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Cue, Department, Task } from '@showcaller/shared';
import { TaskDrafts } from '../tasks/taskDrafts';
import { useTaskActions } from '../tasks/useTaskActions';
import { buildColumns } from './columns';
import { CueRow } from './CueRow';
import { usePinnedColumns } from './pinnedColumns';
import { DeleteCueDialog } from './DeleteCueDialog';
import { RundownContext, type RundownContextValue, type TasksStatus } from './RundownContext';
import { RundownHeaderRow } from './RundownHeaderRow';
import { useCellExpansion } from './useCellExpansion';
import { useColumnWidths } from './useColumnWidths';
import { useCueActions } from './useCueActions';
import { useRundownVirtualizer } from './useRundownVirtualizer';
import { useSortableCues } from './useSortableCues';
import { TaskGrid } from './taskGrid';

export const EMPTY_RUNDOWN_TEXT = 'No cues found. Add your first cue to get started.';

interface RundownTableProps {
  eventId: number;
  cues: readonly Cue[];
  departments: readonly Department[];
  /** Every task of the event (one request for the whole table), undefined until loaded. */
  tasks: readonly Task[] | undefined;
  tasksStatus: TasksStatus;
  editMode: boolean;
  onEditCue: (cue: Cue) => void;
}

/**
 * The rundown table (docs/product.md#screens): resizable columns, one column per department, inline editing and
 * drag-and-drop in edit mode. Rows are virtualised (spacer rows keep real <table> semantics), so a
 * thousand cues with fifteen departments stay smooth.
 */
export function RundownTable({ eventId, cues, departments, tasks: taskList, tasksStatus, editMode, onEditCue }: RundownTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { widths, resize, commit } = useColumnWidths();
  const columns = useMemo(() => buildColumns(departments, editMode, widths), [departments, editMode, widths]);
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const pin = usePinnedColumns(scrollRef, columns);
  const departmentWidths = useMemo(
    () => new Map(columns.flatMap((c) => (c.department ? [[c.department.id, c.width] as const] : []))),
    [columns],
  );

  const tasks = useMemo(() => new TaskGrid(taskList ?? []), [taskList]);
  // Run mode is the live show: routine successes stay quiet there (docs/product.md#during-a-show); edit mode keeps the spec's toasts.
  const cueActions = useCueActions(eventId, !editMode);
  const taskActions = useTaskActions(eventId, !editMode);
  const { isExpanded, toggleExpanded } = useCellExpansion(editMode);
  const [pendingDelete, setPendingDelete] = useState<Cue | null>(null);
  const [taskDrafts] = useState(() => new TaskDrafts());

  const { reorder } = cueActions;
  const onMove = useCallback((from: number, to: number) => void reorder(cues, from, to), [reorder, cues]);
  const { activeIndex, dndProps } = useSortableCues(cues, onMove);

  const virtualizer = useRundownVirtualizer({
    scrollRef,
    cues,
    editMode,
    tasksStatus,
    tasks,
    departmentWidths,
    activeIndex,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const context = useMemo<RundownContextValue>(
    () => ({
      editMode,
      departments,
      tasksStatus,
      tasks,
      isExpanded,
      toggleExpanded,
      cueActions,
      taskActions,
      taskDrafts,
      onEditCue,
      onDeleteCue: setPendingDelete,
    }),
    [editMode, departments, tasksStatus, tasks, isExpanded, toggleExpanded, cueActions, taskActions, taskDrafts, onEditCue],
  );
  const cueIds = useMemo(() => cues.map((c) => c.id), [cues]);

  return (
    <RundownContext.Provider value={context}>
      <div
        ref={scrollRef}
        role="region"
        aria-label="Rundown table, scrollable"
        tabIndex={0}
        className="max-h-[calc(85vh-40px)] max-w-full overflow-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <DndContext collisionDetection={closestCenter} {...dndProps}>
          <SortableContext id="cues-list" items={cueIds} strategy={verticalListSortingStrategy}>
            <table
              aria-label="Rundown"
              aria-rowcount={cues.length === 0 ? undefined : cues.length + 1}
              data-pinned={pin.pinned || undefined}
              className="border-separate border-spacing-0 text-sm"
              style={{ ...pin.style, width: totalWidth, tableLayout: 'fixed' }}
            >
              <colgroup>
                {columns.map((c) => (
                  <col key={c.id} style={{ width: c.width }} />
                ))}
              </colgroup>
              <thead>
                <RundownHeaderRow columns={columns} onResize={resize} onCommit={commit} />
              </thead>
              <tbody>
                {cues.length === 0 && (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-10 text-center text-muted-foreground">
                      {EMPTY_RUNDOWN_TEXT}
                    </td>
                  </tr>
                )}
                {paddingTop > 0 && (
                  <tr aria-hidden="true">
                    <td colSpan={columns.length} style={{ height: paddingTop, padding: 0, border: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const cue = cues[item.index];
                  return cue ? <CueRow key={cue.id} cue={cue} index={item.index} measureRef={virtualizer.measureElement} /> : null;
                })}
                {paddingBottom > 0 && (
                  <tr aria-hidden="true">
                    <td colSpan={columns.length} style={{ height: paddingBottom, padding: 0, border: 0 }} />
                  </tr>
                )}
              </tbody>
            </table>
          </SortableContext>
        </DndContext>
      </div>
      <DeleteCueDialog
        cue={pendingDelete}
        onClose={() => setPendingDelete(null)}
        onConfirm={(cue) => {
          setPendingDelete(null);
          void cueActions.deleteCue(cue);
        }}
      />
    </RundownContext.Provider>
  );
}
