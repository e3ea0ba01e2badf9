/**
 * The event's history, undo and versions (docs/decisions/0032-history-versions-presence.md). The
 * lists live under the rundown's key, so a realtime resync re-reads them with everything else,
 * and every rundown `refetch` frame marks them stale (realtime/useEventRealtime.ts).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { historyEntrySchema, historyPageSchema, rundownVersionSchema, versionRestoreAnswer } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export const historyKeys = {
  all: (eventId: number) => [...rundownKeys.all(eventId), 'history'] as const,
  changes: (eventId: number, who: string, cueId: number | null) => [...historyKeys.all(eventId), 'changes', who, cueId] as const,
  versions: (eventId: number) => [...historyKeys.all(eventId), 'versions'] as const,
};

/** A change anywhere in the rundown: the history lists are stale (re-read only when shown). */
export function invalidateHistory(queryClient: QueryClient, eventId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: historyKeys.all(eventId) });
}

/** Changes newest first, 100 a page; `who` '' is everyone, `cueId` null every cue. */
export function useHistory(eventId: number, who: string, cueId: number | null) {
  const token = useRundownToken();
  return useInfiniteQuery({
    queryKey: historyKeys.changes(eventId, who, cueId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams();
      if (who) q.set('who', who);
      if (cueId !== null) q.set('cueId', String(cueId));
      if (pageParam !== null) q.set('before', String(pageParam));
      const query = q.toString();
      return rundownFetch(`/api/events/${eventId}/history${query ? `?${query}` : ''}`, historyPageSchema, token, { signal });
    },
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useVersions(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: historyKeys.versions(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/versions`, rundownVersionSchema.array(), token, { signal }),
  });
}

/** Everything an undo or a restore can change. */
function refetchAll(queryClient: QueryClient, eventId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: rundownKeys.all(eventId) });
}

export function useUndoChange(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/history/${id}/undo`, historyEntrySchema, token, { method: 'POST' }),
    onSettled: () => refetchAll(queryClient, eventId),
  });
}

export function useSaveVersion(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) =>
      rundownFetch(`/api/events/${eventId}/versions`, rundownVersionSchema, token, { method: 'POST', body: label ? { label } : {} }),
    onSuccess: () => invalidateHistory(queryClient, eventId),
  });
}

export function useRestoreVersion(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/versions/${id}/restore`, versionRestoreAnswer, token, { method: 'POST' }),
    onSettled: () => refetchAll(queryClient, eventId),
  });
}
