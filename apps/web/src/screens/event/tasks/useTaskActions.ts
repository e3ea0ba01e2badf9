import { useMemo } from 'react';
import type { Task } from '@showcaller/shared';
import { taskRestoreBody, useCreateTask, useDeleteTask, useUpdateTask, type TaskUpdateVariables } from '@/api/taskMutations';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';

export interface TaskActions {
  createTask: (cueId: number, departmentId: number, description: string) => Promise<boolean>;
  updateTask: (task: Task, changes: TaskUpdateVariables['changes']) => Promise<boolean>;
  /** Removed at once; the toast's Undo posts the task again. */
  deleteTask: (task: Task) => Promise<void>;
}

/**
 * Task changes with the toasts of docs/product.md#messages; one instance serves every cell of the table. While the
 * show runs (run mode, `quiet`) adding and ticking say nothing when they work (docs/product.md#during-a-show: the ticked
 * box is the feedback, and a toast per tick buries the header during a show); in edit mode the
 * spec's success toasts stay. A delete always keeps its toast for the Undo; errors always speak.
 */
export function useTaskActions(eventId: number, quiet = true): TaskActions {
  const { mutateAsync: createAsync } = useCreateTask(eventId);
  const { mutateAsync: updateAsync } = useUpdateTask(eventId);
  const { mutateAsync: deleteAsync } = useDeleteTask(eventId);

  return useMemo<TaskActions>(
    () => ({
      createTask: async (cueId, departmentId, description) => {
        try {
          await createAsync({ cueId, departmentId, description });
          if (!quiet) notifySuccess('Task created successfully');
          return true;
        } catch {
          notifyError('Failed to create task');
          return false;
        }
      },
      updateTask: async (task, changes) => {
        try {
          await updateAsync({ id: task.id, changes });
          if (!quiet) notifySuccess('Task updated successfully');
          return true;
        } catch {
          notifyError('Failed to update task');
          return false;
        }
      },
      deleteTask: async (task) => {
        try {
          const removed = await deleteAsync(task);
          notifyWithUndo('Task deleted successfully', () => {
            createAsync(taskRestoreBody(removed)).then(
              () => notifySuccess('Task restored'),
              () => notifyError('Failed to restore task'),
            );
          });
        } catch {
          notifyError('Failed to delete task');
        }
      },
    }),
    [createAsync, updateAsync, deleteAsync, quiet],
  );
}
