/**
 * Event queries and mutations for the dashboard and the event detail page (spec 1 §7), plus the detail
 * page's cue calls. Query keys are shared so any screen that changes an event refreshes the others.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Cue,
  CueCreateInput,
  CuePatchInput,
  CueSnapshot,
  Department,
  Event,
  EventInput,
  EventListItem,
  EventPatch,
} from '@showcaller/shared';
import { apiFetch, isApiError } from './client';
import { rundownKeys } from './rundown';
import { getToken } from './token';

export const eventKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
  detail: (id: number) => ['events', id] as const,
  cues: (id: number) => ['events', id, 'cues'] as const,
  departments: (id: number) => ['events', id, 'departments'] as const,
};

/** Spec 1 §9: the event list stays fresh for 2 minutes. */
export const EVENT_LIST_STALE_MS = 2 * 60 * 1000;
export const EVENT_LIST_MAX_RETRIES = 5;

/** Spec 1 §9: min(1000 × 2^attempt, 10000) ms between retries. */
export function eventListRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

/** Spec 1 §8: a load error whose message mentions 401, "unauthorized" or "authentication". */
export function isAuthError(err: unknown): boolean {
  if (isApiError(err) && err.status === 401) return true;
  const message = err instanceof Error ? err.message.toLowerCase() : '';
  return message.includes('401') || message.includes('unauthorized') || message.includes('authentication');
}

/** Retrying cannot fix a missing session or a request the server refused on its merits (4xx other than 408/429). */
export function shouldRetryEventList(failureCount: number, err: unknown): boolean {
  if (failureCount >= EVENT_LIST_MAX_RETRIES || isAuthError(err)) return false;
  if (isApiError(err) && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429) return false;
  return true;
}

/** The human text of a failed call: the server's own words when it sent some. */
export function errorText(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.serverText ?? err.text;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export function useEvents() {
  return useQuery({
    queryKey: eventKeys.list(),
    // The token is passed explicitly so a 401 here does not clear it at once: the dashboard shows its
    // Authentication Error card (spec 1 §2), whose Go to Login clears it. A dead session still ends
    // at /auth through the user fetch, which clears the token as usual.
    queryFn: ({ signal }) => apiFetch<EventListItem[]>('/api/events', { signal, token: getToken() }),
    staleTime: EVENT_LIST_STALE_MS,
    retry: shouldRetryEventList,
    retryDelay: eventListRetryDelay,
  });
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiFetch<Event>(`/api/events/${id ?? 0}`, { signal }),
    enabled: id !== null,
    staleTime: 30_000,
  });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => apiFetch<Event>('/api/events', { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
    },
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: EventPatch }) =>
      apiFetch<Event>(`/api/events/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      // The show screen keeps its own copy.
      void queryClient.invalidateQueries({ queryKey: rundownKeys.event(event.id) });
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<{ message: string }>(`/api/events/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      queryClient.removeQueries({ queryKey: rundownKeys.all(id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}

export function useEventCues(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.cues(eventId ?? 0),
    queryFn: ({ signal }) => apiFetch<Cue[]>(`/api/events/${eventId ?? 0}/cues`, { signal }),
    enabled: eventId !== null,
    staleTime: 30_000,
  });
}

export function useEventDepartments(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.departments(eventId ?? 0),
    queryFn: ({ signal }) => apiFetch<Department[]>(`/api/events/${eventId ?? 0}/departments`, { signal }),
    enabled: eventId !== null,
    staleTime: 30_000,
  });
}

/** After any cue change: this list, the dashboard's cue count and the show screen's cues and tasks. */
function useCueChanged(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventKeys.cues(eventId) }),
      queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
      queryClient.invalidateQueries({ queryKey: rundownKeys.cues(eventId) }),
      queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) }),
    ]);
}

export function useCreateCue(eventId: number) {
  const changed = useCueChanged(eventId);
  return useMutation({
    mutationFn: (input: Omit<CueCreateInput, 'eventId'>) => apiFetch<Cue>('/api/cues', { method: 'POST', body: { ...input, eventId } }),
    onSuccess: changed,
  });
}

export function useUpdateCue(eventId: number) {
  const changed = useCueChanged(eventId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CuePatchInput }) => apiFetch<Cue>(`/api/cues/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: changed,
  });
}

export function useDeleteCue(eventId: number) {
  const changed = useCueChanged(eventId);
  return useMutation({
    mutationFn: (id: number) => apiFetch<CueSnapshot>(`/api/cues/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
