/**
 * Event queries and mutations for the dashboard and the event detail page (docs/product.md#calls). One event's
 * own data (the event, its cues, departments, tasks) lives under `rundownKeys` (api/rundown.ts) and
 * its writes in the per-resource mutation modules (cueMutations.ts, ...), so every screen shares one
 * cache entry per resource (docs/architecture.md#layers).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventListItemSchema, eventSchema, messageBody, type EventInput, type EventPatch } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';
import { apiFetch, isApiError, type ApiErrorKind } from './client';
import { rundownKeys, rundownQueries, useRundownToken } from './rundown';
import { getToken } from './token';

/** The dashboard's list; every event's own data is under `rundownKeys`. */
export const eventKeys = {
  all: ['events'] as const,
  list: () => ['events', 'list'] as const,
};

/** docs/product.md#constants: the event list stays fresh for 2 minutes. */
export const EVENT_LIST_STALE_MS = 2 * 60 * 1000;
export const EVENT_LIST_MAX_RETRIES = 5;

/** docs/product.md#constants: min(1000 × 2^attempt, 10000) ms between retries. */
export function eventListRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

/** docs/product.md#messages: a load error whose message mentions 401, "unauthorized" or "authentication". */
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
/** A failed request that has no server sentence (unreachable, unreadable), in the app's language. */
export function kindText(kind: ApiErrorKind): string | null {
  switch (kind) {
    case 'network':
      return appT('general.error.network');
    case 'parse':
      return appT('general.error.parse');
    case 'http':
      return null;
    default:
      kind satisfies never;
      return null;
  }
}

export function errorText(err: unknown, fallback: string): string {
  if (isApiError(err)) return err.serverText ?? kindText(err.kind) ?? err.text;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export function useEvents() {
  return useQuery({
    queryKey: eventKeys.list(),
    // The token is passed explicitly so a 401 here does not clear it at once: the dashboard shows its
    // Authentication Error card (docs/product.md#screens), whose Go to Login clears it. A dead session still ends
    // at /auth through the user fetch, which clears the token as usual.
    queryFn: ({ signal }) => apiFetch('/api/events', eventListItemSchema.array(), { signal, token: getToken() }),
    staleTime: EVENT_LIST_STALE_MS,
    retry: shouldRetryEventList,
    retryDelay: eventListRetryDelay,
  });
}

/** The detail page's event: the same cache entry as the show screen's (rundownQueries.event). */
export function useEvent(id: number | null) {
  return useQuery({ ...rundownQueries.event(id ?? 0, useRundownToken()), enabled: id !== null, staleTime: 30_000 });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventInput) => apiFetch('/api/events', eventSchema, { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(rundownKeys.event(event.id), event);
    },
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: EventPatch }) =>
      apiFetch(`/api/events/${id}`, eventSchema, { method: 'PATCH', body: patch }),
    onSuccess: (event) => {
      queryClient.setQueryData(rundownKeys.event(event.id), event);
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/events/${id}`, messageBody, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: rundownKeys.all(id) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
