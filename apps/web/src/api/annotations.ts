/**
 * Event notes (spec 2 §2 Notes tab, §6, §7; DESIGN.md §8): accounts write them, co-callers read them.
 * The list lives under the rundown's key, so a realtime resync re-reads it with everything else.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Annotation } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export const annotationKeys = {
  list: (eventId: number) => [...rundownKeys.all(eventId), 'annotations'] as const,
};

/** After an annotation_* frame or one of our own changes. */
export function invalidateAnnotations(queryClient: QueryClient, eventId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: annotationKeys.list(eventId) });
}

/** Newest first; the server answers oldest first. */
export function newestFirst(notes: readonly Annotation[]): Annotation[] {
  return [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export function useAnnotations(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: annotationKeys.list(eventId),
    queryFn: ({ signal }) => rundownFetch<Annotation[]>(`/api/events/${eventId}/annotations`, token, { signal }),
    select: newestFirst,
  });
}

export function useCreateAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => rundownFetch<Annotation>('/api/annotations', token, { method: 'POST', body: { eventId, content } }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}

export function useUpdateAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      rundownFetch<Annotation>(`/api/annotations/${id}`, token, { method: 'PUT', body: { content } }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}

export function useDeleteAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch<Annotation>(`/api/annotations/${id}`, token, { method: 'DELETE' }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}
