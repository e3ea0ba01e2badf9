/**
 * Linked starts (docs/decisions/0028-linked-event-starts.md): the event's link to another event's cue
 * with the linked show's timing (owner and co-caller), its choices and changes (owner). The query sits
 * under the event's rundown key, so the 'startLink' refetch frame re-reads it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startLinkChoicesSchema, startLinkViewSchema, type StartLinkInput } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';

export const startLinkKeys = {
  view: (eventId: number) => [...rundownKeys.all(eventId), 'startLink'] as const,
  choices: (eventId: number) => [...rundownKeys.all(eventId), 'startLink', 'choices'] as const,
};

export function useStartLink(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: startLinkKeys.view(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/start-link`, startLinkViewSchema, token, { signal }),
  });
}

export function useStartLinkChoices(eventId: number, enabled: boolean) {
  const token = useRundownToken();
  return useQuery({
    queryKey: startLinkKeys.choices(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/start-link/choices`, startLinkChoicesSchema, token, { signal }),
    enabled,
  });
}

/** PUT (a link) or DELETE (null): the answer is the new view, shown at once. */
export function useSaveStartLink(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: StartLinkInput | null) =>
      rundownFetch(
        `/api/events/${eventId}/start-link`,
        startLinkViewSchema,
        token,
        link ? { method: 'PUT', body: link } : { method: 'DELETE' },
      ),
    onSuccess: (view) => queryClient.setQueryData(startLinkKeys.view(eventId), view),
  });
}
