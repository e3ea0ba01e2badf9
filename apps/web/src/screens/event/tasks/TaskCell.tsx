import { useState, useSyncExternalStore } from 'react';
import { ChevronDown, ChevronRight, Pencil, Plus } from 'lucide-react';
import type { Cue, Department, Task } from '@showcaller/shared';
import { taskCellKey } from '@/api/rundown';
import { Skeleton } from '@/components/ui/skeleton';
import { useRundown } from '../rundown/RundownContext';
import { AddTaskForm } from './AddTaskForm';
import { newTaskDraftKey } from './taskDrafts';
import { TaskItem } from './TaskItem';
import { appT, useAppT } from '@/i18n/appI18n';

/** "n/m completed" for a cell's tasks. */
export function completionSummary(tasks: readonly Task[]): string {
  return appT('show.tasks.summary', { done: tasks.filter((t) => t.completed).length, total: tasks.length });
}

export function useCellTasks(cueId: number, departmentId: number): readonly Task[] {
  const store = useRundown().tasks;
  return useSyncExternalStore(store.subscribe, () => store.get().cell(cueId, departmentId));
}

interface TaskCellProps {
  cue: Cue;
  department: Department;
}

const iconButtonClassName =
  'inline-flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[pressed=true]:bg-accent aria-[pressed=true]:text-accent-foreground';

/**
 * The checklist of one cue and one department (docs/product.md#screens). In edit mode a cell
 * expands to its tasks with their Edit/Colour/Delete buttons and the "Add Task" input. In run mode
 * (docs/product.md#during-a-show) a cell is a plain checklist: the input appears on demand from its "+", and the task
 * buttons from its pencil, so a four-department rundown is not a wall of open inputs.
 */
export function TaskCell({ cue, department }: TaskCellProps) {
  const { editMode, tasksStatus, isExpanded, toggleExpanded, taskActions, taskDrafts, canEditColumn } = useRundown();
  const t = useAppT();
  const canEdit = canEditColumn(department.id);
  const tasks = useCellTasks(cue.id, department.id);
  const key = taskCellKey(cue.id, department.id);
  const draftKey = newTaskDraftKey(cue.id, department.id);
  const label = t('show.tasks.cell', { department: department.name, number: cue.number });
  // A new task typed and left unsent keeps its input open (also after the row scrolls back).
  const [adding, setAdding] = useState(() => taskDrafts.get(draftKey) !== undefined);
  const [tooling, setTooling] = useState(false);

  if (tasksStatus === 'pending') {
    return (
      <div role="status" aria-label={t('show.tasks.loadingFor', { cell: label })} className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (tasksStatus === 'error') {
    return <p className="text-xs text-destructive">{t('show.tasks.loadError')}</p>;
  }

  const expanded = isExpanded(key);
  const Chevron = expanded ? ChevronDown : ChevronRight;
  const summary = tasks.length === 0 ? t('show.tasks.add') : completionSummary(tasks);
  const showList = expanded && tasks.length > 0;
  const showForm = canEdit && (editMode ? expanded : adding);
  const addForm = showForm && (
    <AddTaskForm
      label={label}
      drafts={taskDrafts}
      draftKey={draftKey}
      onClose={editMode ? undefined : () => setAdding(false)}
      onAdd={(description) => taskActions.createTask(cue.id, department.id, description)}
    />
  );

  if (!canEdit && tasks.length === 0) return <span className="text-xs text-muted-foreground">—</span>;
  if (!editMode && tasks.length === 0) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          aria-expanded={adding}
          aria-label={t('show.tasks.addTo', { cell: label })}
          onClick={() => setAdding((on) => !on)}
          className="flex h-6 items-center gap-1 self-start rounded px-1 text-xs font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Plus aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{t('show.tasks.add')}</span>
        </button>
        {addForm}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex h-6 items-center gap-0.5">
        <button
          type="button"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'show.tasks.collapse' : 'show.tasks.expand', {
            cell: label,
            summary: tasks.length === 0 ? t('show.tasks.noneYet') : summary,
          })}
          onClick={() => toggleExpanded(key)}
          className="flex h-6 min-w-0 items-center gap-1 rounded px-1 text-xs font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Chevron aria-hidden="true" className="size-3.5 shrink-0" />
          {tasks.length === 0 && !expanded && <Plus aria-hidden="true" className="size-3 shrink-0" />}
          <span aria-hidden="true" className="truncate">
            {summary}
          </span>
        </button>
        {!editMode && canEdit && (
          <span className="ms-auto flex items-center">
            <button
              type="button"
              aria-pressed={tooling}
              aria-label={t('show.tasks.editCell', { cell: label })}
              onClick={() => {
                setTooling((on) => !on);
                if (!expanded) toggleExpanded(key);
              }}
              className={iconButtonClassName}
            >
              <Pencil aria-hidden="true" className="size-3.5" />
            </button>
            <button
              type="button"
              aria-expanded={adding}
              aria-label={t('show.tasks.addTo', { cell: label })}
              onClick={() => setAdding((on) => !on)}
              className={iconButtonClassName}
            >
              <Plus aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
      </div>
      {showList && (
        <ul aria-label={t('show.tasks.listFor', { cell: label })} className="flex flex-col gap-0.5">
          {tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              actions={taskActions}
              tools={canEdit && (editMode || tooling)}
              readOnly={!canEdit}
              drafts={taskDrafts}
            />
          ))}
        </ul>
      )}
      {addForm}
    </div>
  );
}
