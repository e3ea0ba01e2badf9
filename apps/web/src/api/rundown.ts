/**
 * Rundown data for one event (docs/product.md#screens, docs/product.md#calls): the event, its cues, departments and every task.
 * The table reads all tasks through ONE request (GET /api/events/{id}/tasks), never one per cell.
 *
 * Every hook sends the stored account token unless a `RundownTokenProvider` above it supplies another
 * one (the simple rundown page opened with a show caller code). apiFetch's global behaviour is untouched.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cueSchema, departmentSchema, eventSchema, taskSchema, type Task } from '@showcaller/shared';
import { applyTaskChange, revisionOf, TaskRevisions, type TasksChange } from '@/realtime/taskDeltas';
import { apiFetch, type ApiFetchOptions, type ResponseSchema } from './client';

const RundownTokenContext = createContext<string | undefined>(undefined);

/** Children's rundown calls send `token` instead of the stored account token (undefined: the account). */
export function RundownTokenProvider({ token, children }: { token: string | undefined; children: ReactNode }) {
  return createElement(RundownTokenContext.Provider, { value: token }, children);
}

/** The token override for rundown calls, or undefined for the stored account token. */
export function useRundownToken(): string | undefined {
  return useContext(RundownTokenContext);
}

/** apiFetch with the override applied (only when one is set, so the account's 401 handling stays). */
export function rundownFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  token: string | undefined,
  options: ApiFetchOptions = {},
): Promise<T> {
  return apiFetch(path, schema, token === undefined ? options : { ...options, token });
}

/**
 * The ONE key factory for an event's own data (docs/architecture.md#layers): the show screen, the simple rundown, the
 * detail page (/event-rundown/{id}) and the realtime `refetch` frames all use these keys, so a write
 * or a live edit refreshes every screen that shows the data (docs/decisions/0008). The dashboard's
 * list is `eventKeys.list()` (api/events.ts).
 */
export const rundownKeys = {
  all: (eventId: number) => ['rundown', eventId] as const,
  event: (eventId: number) => ['rundown', eventId, 'event'] as const,
  cues: (eventId: number) => ['rundown', eventId, 'cues'] as const,
  departments: (eventId: number) => ['rundown', eventId, 'departments'] as const,
  tasks: (eventId: number) => ['rundown', eventId, 'tasks'] as const,
};

/** The dashboard's lists show counts and names; mark them stale after rundown changes. */
export function markEventListsStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['events'], refetchType: 'none' });
}

/**
 * The rundown queries, shared by the hooks below and the show screen's prefetch at navigation
 * (app/prefetchShowScreen.ts), so both read and fill the same cache entries.
 */
export const rundownQueries = {
  event: (eventId: number, token: string | undefined) =>
    queryOptions({
      queryKey: rundownKeys.event(eventId),
      queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}`, eventSchema, token, { signal }),
    }),
  cues: (eventId: number, token: string | undefined) =>
    queryOptions({
      queryKey: rundownKeys.cues(eventId),
      queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/cues`, cueSchema.array(), token, { signal }),
    }),
  departments: (eventId: number, token: string | undefined) =>
    queryOptions({
      queryKey: rundownKeys.departments(eventId),
      queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/departments`, departmentSchema.array(), token, { signal }),
    }),
  /**
   * Every task of the event in one answer, at the revision its header tells; task changes heard
   * while it was on its way are applied on top (realtime/taskDeltas.ts).
   */
  tasks: (eventId: number, token: string | undefined) =>
    queryOptions({
      queryKey: rundownKeys.tasks(eventId),
      queryFn: async ({ signal }) => {
        const revisions = taskRevisions(eventId);
        const read = revisions.started();
        let revision: number | null = null;
        try {
          const list = await rundownFetch(`/api/events/${eventId}/tasks`, taskSchema.array(), token, {
            signal,
            onHeaders: (h) => (revision = revisionOf(h)),
          });
          return revisions.landed(read, list, revision);
        } catch (err) {
          revisions.failed(read);
          throw err;
        }
      },
    }),
};

const revisionsByEvent = new Map<number, TaskRevisions>();
/** The revision the cached task list of an event is at (one list per event in this tab's cache). */
export function taskRevisions(eventId: number): TaskRevisions {
  let r = revisionsByEvent.get(eventId);
  if (!r) revisionsByEvent.set(eventId, (r = new TaskRevisions()));
  return r;
}

/**
 * A `tasksChanged` frame: applied to the cached list in place of a re-read (docs/decisions/0039-task-and-ack-deltas.md);
 * a change after one this tab missed also reads the list again, once. Nothing cached: nothing to do.
 */
export function applyTasksChanged(queryClient: QueryClient, eventId: number, change: TasksChange): void {
  const key = rundownKeys.tasks(eventId);
  if (queryClient.getQueryData<Task[]>(key) === undefined) return;
  const verdict = taskRevisions(eventId).heard(change);
  if (verdict === 'skip') return;
  queryClient.setQueryData<Task[]>(key, (list) => (list ? applyTaskChange(list, change) : list));
  if (verdict === 'reread') void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
}

export function useShowEvent(eventId: number, enabled = true) {
  return useQuery({ ...rundownQueries.event(eventId, useRundownToken()), enabled });
}

export function useCues(eventId: number, enabled = true) {
  return useQuery({ ...rundownQueries.cues(eventId, useRundownToken()), enabled });
}

export function useDepartments(eventId: number, enabled = true) {
  return useQuery({ ...rundownQueries.departments(eventId, useRundownToken()), enabled });
}

/** Every task of the event in one answer. */
export function useEventTasks(eventId: number, enabled = true) {
  return useQuery({ ...rundownQueries.tasks(eventId, useRundownToken()), enabled });
}

/** PATCH /api/events/{id} {name}: the inline title edit. */
export function useUpdateEventTitle(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => rundownFetch(`/api/events/${eventId}`, eventSchema, token, { method: 'PATCH', body: { name } }),
    onSuccess: (event) => {
      queryClient.setQueryData(rundownKeys.event(eventId), event);
      markEventListsStale(queryClient);
    },
  });
}

export function taskCellKey(cueId: number, departmentId: number): string {
  return `${cueId}:${departmentId}`;
}
