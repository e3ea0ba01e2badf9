/**
 * Event notes (docs/product.md#screens, docs/product.md#roles): accounts write them, co-callers read them.
 * The list lives under the rundown's key, so a realtime resync re-reads it with everything else.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { annotationSchema, type Annotation } from '@showcaller/shared';
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
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/annotations`, annotationSchema.array(), token, { signal }),
    select: newestFirst,
  });
}

export function useCreateAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      rundownFetch('/api/annotations', annotationSchema, token, { method: 'POST', body: { eventId, content } }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}

export function useUpdateAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) =>
      rundownFetch(`/api/annotations/${id}`, annotationSchema, token, { method: 'PUT', body: { content } }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}

export function useDeleteAnnotation(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/annotations/${id}`, annotationSchema, token, { method: 'DELETE' }),
    onSuccess: () => invalidateAnnotations(queryClient, eventId),
  });
}
