import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Cue, CueField, CueFieldValue, Department, MyAccess, Task } from '@showcaller/shared';
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
import { createTasksStore, TaskGrid } from './taskGrid';
import { appFormatLocale, appT, useAppT } from '@/i18n/appI18n';

const NO_TASKS: readonly Task[] = [];

export const emptyRundownText = () => appT('rundown.table.empty');

interface RundownTableProps {
  eventId: number;
  cues: readonly Cue[];
  departments: readonly Department[];
  /** Every task of the event (one request for the whole table), undefined until loaded. */
  tasks: readonly Task[] | undefined;
  tasksStatus: TasksStatus;
  editMode: boolean;
  onEditCue: (cue: Cue) => void;
  /** The asker's rights (docs/decisions/0031-team-members-and-roles.md); absent: everything. */
  access?: MyAccess | undefined;
  /** The event's custom fields (docs/decisions/0034-custom-fields.md); hidden ones get no column. */
  fields?: readonly CueField[];
  fieldValues?: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>>;
  /** `base`: the value the editor saw, so a save over someone else's newer value is refused. */
  setFieldValue?: (cue: Cue, field: CueField, value: CueFieldValue | null, base?: CueFieldValue | null) => Promise<boolean>;
  /** A search or filter shows only these cues (undefined: all); dragging is off meanwhile. */
  visibleCueIds?: ReadonlySet<number> | undefined;
}

const NO_FIELDS: readonly CueField[] = [];
const NO_VALUES: ReadonlyMap<number, ReadonlyMap<number, CueFieldValue>> = new Map();
const cannotSave = () => Promise.resolve(false);

/**
 * The rundown table (docs/product.md#screens): resizable columns, one column per department, inline editing and
 * drag-and-drop in edit mode. Rows are virtualised (spacer rows keep real <table> semantics), so a
 * thousand cues with fifteen departments stay smooth.
 */
export function RundownTable({
  eventId,
  cues,
  departments,
  tasks: taskList,
  tasksStatus,
  editMode,
  onEditCue,
  fields: allFields = NO_FIELDS,
  fieldValues = NO_VALUES,
  setFieldValue = cannotSave,
  visibleCueIds,
  access,
}: RundownTableProps) {
  const allCues = cues;
  const filtered = visibleCueIds !== undefined;
  const shown = useMemo(() => (visibleCueIds ? allCues.filter((c) => visibleCueIds.has(c.id)) : allCues), [allCues, visibleCueIds]);
  // Live marks (current, projected starts) count places in the whole rundown, not among the rows shown.
  const placeOf = useMemo(() => new Map(allCues.map((c, i) => [c.id, i])), [allCues]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { widths, resize, commit } = useColumnWidths();
  const t = useAppT();
  // The headers are words: they are built again when the language changes.
  const locale = appFormatLocale();
  const columns = useMemo(
    () => buildColumns(departments, editMode, widths, allFields, locale),
    [departments, editMode, widths, allFields, locale],
  );
  const fields = useMemo(() => allFields.filter((f) => !f.hidden), [allFields]);
  const totalWidth = columns.reduce((sum, c) => sum + c.width, 0);
  const pin = usePinnedColumns(scrollRef, columns);
  const departmentWidths = useMemo(
    () => new Map(columns.flatMap((c) => (c.department ? [[c.department.id, c.width] as const] : []))),
    [columns],
  );

  // Each list's grid shares the previous one's unchanged rows; cells select theirs from the store.
  const [tasksStore] = useState(() => createTasksStore(new TaskGrid(taskList ?? NO_TASKS)));
  const tasks = useMemo(() => {
    const before = tasksStore.get();
    return before.source === (taskList ?? NO_TASKS) ? before : new TaskGrid(taskList ?? NO_TASKS, before);
  }, [taskList, tasksStore]);
  useLayoutEffect(() => tasksStore.set(tasks), [tasksStore, tasks]);
  // Run mode is the live show: routine successes stay quiet there (docs/product.md#during-a-show); edit mode keeps the spec's toasts.
  const cueActions = useCueActions(eventId, !editMode);
  const taskActions = useTaskActions(eventId, !editMode);
  const { isExpanded, toggleExpanded } = useCellExpansion(editMode);
  const [pendingDelete, setPendingDelete] = useState<Cue | null>(null);
  const [taskDrafts] = useState(() => new TaskDrafts());

  const { reorder } = cueActions;
  const onMove = useCallback((from: number, to: number) => void reorder(allCues, from, to), [reorder, allCues]);
  const { activeIndex, dndProps } = useSortableCues(shown, onMove);

  const virtualizer = useRundownVirtualizer({
    scrollRef,
    cues: shown,
    editMode,
    tasksStatus,
    tasks,
    departmentWidths,
    activeIndex,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  const canRun = access?.runsShow ?? true;
  const editsAll = access?.editsRundown ?? true;
  const leadOf = access?.departmentIds;
  const canEditColumn = useCallback(
    (departmentId: number) => editsAll || (access?.role === 'lead' && (leadOf ?? []).includes(departmentId)),
    [editsAll, access?.role, leadOf],
  );
  const context = useMemo<RundownContextValue>(
    () => ({
      editMode,
      canRun,
      canEditColumn,
      departments,
      tasksStatus,
      tasks: tasksStore,
      isExpanded,
      toggleExpanded,
      cueActions,
      taskActions,
      taskDrafts,
      onEditCue,
      onDeleteCue: setPendingDelete,
      fields,
      fieldValues,
      setFieldValue,
      filtered,
    }),
    [
      editMode,
      canRun,
      canEditColumn,
      departments,
      tasksStatus,
      tasksStore,
      isExpanded,
      toggleExpanded,
      cueActions,
      taskActions,
      taskDrafts,
      onEditCue,
      fields,
      fieldValues,
      setFieldValue,
      filtered,
    ],
  );
  const cueIds = useMemo(() => shown.map((c) => c.id), [shown]);

  return (
    <RundownContext.Provider value={context}>
      <div
        ref={scrollRef}
        role="region"
        aria-label={t('rundown.table.region')}
        tabIndex={0}
        className="max-h-[calc(85vh-40px)] max-w-full overflow-auto rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <DndContext collisionDetection={closestCenter} {...dndProps}>
          <SortableContext id="cues-list" items={cueIds} strategy={verticalListSortingStrategy}>
            <table
              aria-label={t('rundown.tab.rundown')}
              aria-rowcount={shown.length === 0 ? undefined : shown.length + 1}
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
                {shown.length === 0 && (
                  <tr>
                    <td colSpan={columns.length} className="px-4 py-10 text-center text-muted-foreground">
                      {cues.length > 0 ? t('rundown.table.noMatch') : emptyRundownText()}
                    </td>
                  </tr>
                )}
                {paddingTop > 0 && (
                  <tr aria-hidden="true">
                    <td colSpan={columns.length} style={{ height: paddingTop, padding: 0, border: 0 }} />
                  </tr>
                )}
                {items.map((item) => {
                  const cue = shown[item.index];
                  return cue ? (
                    <CueRow
                      key={cue.id}
                      cue={cue}
                      index={item.index}
                      place={placeOf.get(cue.id) ?? item.index}
                      measureRef={virtualizer.measureElement}
                    />
                  ) : null;
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
