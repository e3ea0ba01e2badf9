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

/** Task changes with the toasts of spec 2 §8; one instance serves every cell of the table. */
export function useTaskActions(eventId: number): TaskActions {
  const { mutateAsync: createAsync } = useCreateTask(eventId);
  const { mutateAsync: updateAsync } = useUpdateTask(eventId);
  const { mutateAsync: deleteAsync } = useDeleteTask(eventId);

  return useMemo<TaskActions>(
    () => ({
      createTask: async (cueId, departmentId, description) => {
        try {
          await createAsync({ cueId, departmentId, description });
          notifySuccess('Task created successfully');
          return true;
        } catch {
          notifyError('Failed to create task');
          return false;
        }
      },
      updateTask: async (task, changes) => {
        try {
          await updateAsync({ id: task.id, changes });
          notifySuccess('Task updated successfully');
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
    [createAsync, updateAsync, deleteAsync],
  );
}
