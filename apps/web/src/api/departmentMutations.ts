/** Department changes (docs/product.md#calls): add (one call each), delete with an Undo snapshot, restore. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  departmentSchema,
  departmentSnapshotSchema,
  type Department,
  type DepartmentRestoreInput,
  type DepartmentSnapshot,
  type Task,
} from '@showcaller/shared';
import { markEventListsStale, rundownFetch, rundownKeys, useRundownToken } from './rundown';

function refetchDepartments(queryClient: QueryClient, eventId: number): Promise<void> {
  markEventListsStale(queryClient);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rundownKeys.departments(eventId) }),
    queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) }),
  ]).then(() => undefined);
}

export function useCreateDepartment(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => rundownFetch('/api/departments', departmentSchema, token, { method: 'POST', body: { eventId, name } }),
    onSuccess: (department) => {
      queryClient.setQueryData<Department[]>(rundownKeys.departments(eventId), (list = []) =>
        list.some((d) => d.id === department.id) ? list : [...list, department],
      );
      markEventListsStale(queryClient);
    },
  });
}

export function useDeleteDepartment(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/departments/${id}`, departmentSnapshotSchema, token, { method: 'DELETE' }),
    onSuccess: (snapshot) => {
      const id = snapshot.department.id;
      queryClient.setQueryData<Department[]>(rundownKeys.departments(eventId), (list = []) => list.filter((d) => d.id !== id));
      queryClient.setQueryData<Task[]>(rundownKeys.tasks(eventId), (tasks = []) => tasks.filter((t) => t.departmentId !== id));
      markEventListsStale(queryClient);
    },
  });
}

/** No access code: the server gives a restored department a fresh one (a deleted code stays dead). */
export function departmentRestoreBody(snapshot: DepartmentSnapshot): DepartmentRestoreInput {
  const { department, tasks } = snapshot;
  return {
    eventId: department.eventId,
    name: department.name,
    position: department.position,
    tasks: tasks.map((t) => ({
      cueId: t.cueId,
      description: t.description,
      completed: t.completed,
      completedAt: t.completedAt,
      color: t.color,
    })),
  };
}

export function useRestoreDepartment(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snapshot: DepartmentSnapshot) =>
      rundownFetch('/api/departments/restore', departmentSnapshotSchema, token, { method: 'POST', body: departmentRestoreBody(snapshot) }),
    onSettled: () => refetchDepartments(queryClient, eventId),
  });
}
