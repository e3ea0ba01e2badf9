/**
 * Task changes (docs/product.md#running-the-show, docs/product.md#calls). Ticking, editing, colouring and deleting show at once in the event's
 * task list and are rolled back when the server refuses them; creating waits for the server's id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskSchema, type Task } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export interface TaskCreateVariables {
  cueId: number;
  departmentId: number;
  description: string;
  completed?: boolean;
  color?: string;
}

export interface TaskUpdateVariables {
  id: number;
  changes: { description?: string; completed?: boolean; color?: string };
}

export function useCreateTask(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = rundownKeys.tasks(eventId);
  return useMutation({
    mutationFn: (input: TaskCreateVariables) => rundownFetch('/api/tasks', taskSchema, token, { method: 'POST', body: input }),
    onSuccess: (task) => {
      queryClient.setQueryData<Task[]>(key, (tasks = []) => (tasks.some((t) => t.id === task.id) ? tasks : [...tasks, task]));
    },
  });
}

export function useUpdateTask(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = rundownKeys.tasks(eventId);
  return useMutation({
    mutationFn: ({ id, changes }: TaskUpdateVariables) =>
      rundownFetch(`/api/tasks/${id}`, taskSchema, token, { method: 'PUT', body: changes }),
    onMutate: async ({ id, changes }: TaskUpdateVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Task[]>(key);
      queryClient.setQueryData<Task[]>(key, (tasks = []) =>
        tasks.map((t) => {
          if (t.id !== id) return t;
          const next: Task = { ...t, ...changes };
          // The server sets completedAt; show the local time until its answer arrives.
          if (changes.completed !== undefined) next.completedAt = changes.completed ? new Date().toISOString() : null;
          return next;
        }),
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Task[]>(key, (tasks = []) => tasks.map((t) => (t.id === saved.id ? saved : t)));
    },
  });
}

/** DELETE answers the removed task; Undo posts it again. */
export function useDeleteTask(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = rundownKeys.tasks(eventId);
  return useMutation({
    mutationFn: (task: Task) => rundownFetch(`/api/tasks/${task.id}`, taskSchema, token, { method: 'DELETE' }),
    onMutate: async (task: Task) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Task[]>(key);
      queryClient.setQueryData<Task[]>(key, (tasks = []) => tasks.filter((t) => t.id !== task.id));
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

/** The body that re-creates a deleted task (Undo). */
export function taskRestoreBody(task: Task): TaskCreateVariables {
  return {
    cueId: task.cueId,
    departmentId: task.departmentId,
    description: task.description,
    completed: task.completed,
    color: task.color,
  };
}
