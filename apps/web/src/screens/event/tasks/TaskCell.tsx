import { ChevronDown, ChevronRight, Plus } from 'lucide-react';
import type { Cue, Department, Task } from '@showcaller/shared';
import { taskCellKey } from '@/api/rundown';
import { Skeleton } from '@/components/ui/skeleton';
import { useRundown } from '../rundown/RundownContext';
import { AddTaskForm } from './AddTaskForm';
import { TaskItem } from './TaskItem';

/** "n/m completed" for a cell's tasks. */
export function completionSummary(tasks: readonly Task[]): string {
  return `${tasks.filter((t) => t.completed).length}/${tasks.length} completed`;
}

export function useCellTasks(cueId: number, departmentId: number): readonly Task[] {
  return useRundown().tasks.cell(cueId, departmentId);
}

interface TaskCellProps {
  cue: Cue;
  department: Department;
}

/** The checklist of one cue and one department (spec 2 §2 Task checklist). */
export function TaskCell({ cue, department }: TaskCellProps) {
  const { tasksStatus, isExpanded, toggleExpanded, taskActions } = useRundown();
  const tasks = useCellTasks(cue.id, department.id);
  const key = taskCellKey(cue.id, department.id);
  const label = `${department.name}, cue ${cue.number}`;

  if (tasksStatus === 'pending') {
    return (
      <div role="status" aria-label={`Loading tasks for ${label}`} className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (tasksStatus === 'error') {
    return <p className="text-xs text-destructive">Error loading tasks</p>;
  }

  const expanded = isExpanded(key);
  const Chevron = expanded ? ChevronDown : ChevronRight;
  const summary = tasks.length === 0 ? 'Add' : completionSummary(tasks);

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label} tasks: ${tasks.length === 0 ? 'none yet' : summary}`}
        onClick={() => toggleExpanded(key)}
        className="flex items-center gap-1 self-start rounded px-1 py-0.5 text-xs font-medium text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Chevron aria-hidden="true" className="size-3.5" />
        {tasks.length === 0 && !expanded && <Plus aria-hidden="true" className="size-3" />}
        <span aria-hidden="true">{summary}</span>
      </button>
      {expanded && (
        <>
          {tasks.length > 0 && (
            <ul aria-label={`Tasks for ${label}`} className="flex flex-col gap-0.5">
              {tasks.map((task) => (
                <TaskItem key={task.id} task={task} actions={taskActions} />
              ))}
            </ul>
          )}
          <AddTaskForm label={label} onAdd={(description) => taskActions.createTask(cue.id, department.id, description)} />
        </>
      )}
    </div>
  );
}
