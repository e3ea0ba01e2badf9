import { useMemo } from 'react';
import type { Task } from '@showcaller/shared';
import { taskRestoreBody, useCreateTask, useDeleteTask, useUpdateTask, type TaskUpdateVariables } from '@/api/taskMutations';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';
import { appT } from '@/i18n/appI18n';

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
          if (!quiet) notifySuccess(appT('show.tasks.created'));
          return true;
        } catch {
          notifyError(appT('show.tasks.createFailed'));
          return false;
        }
      },
      updateTask: async (task, changes) => {
        try {
          await updateAsync({ id: task.id, changes });
          if (!quiet) notifySuccess(appT('show.tasks.updated'));
          return true;
        } catch {
          notifyError(appT('show.tasks.updateFailed'));
          return false;
        }
      },
      deleteTask: async (task) => {
        try {
          const removed = await deleteAsync(task);
          notifyWithUndo(appT('show.tasks.deleted'), () => {
            createAsync(taskRestoreBody(removed)).then(
              () => notifySuccess(appT('show.tasks.restored')),
              () => notifyError(appT('show.tasks.restoreFailed')),
            );
          });
        } catch {
          notifyError(appT('show.tasks.deleteFailed'));
        }
      },
    }),
    [createAsync, updateAsync, deleteAsync, quiet],
  );
}
