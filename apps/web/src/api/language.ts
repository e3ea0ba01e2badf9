/**
 * Language settings (docs/decisions/0038-i18n-lingui.md): the account's own (stored with the user),
 * and an event's default for its crew phones and stage displays, their clock and the owner's words.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventLanguageSchema, userSchema, type AccountLanguageInput, type EventLanguageInput } from '@showcaller/shared';
import { userQueryKey } from './auth';
import { apiFetch } from './client';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export function useSetAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountLanguageInput) => apiFetch('/api/user/language', userSchema, { method: 'PUT', body: input }),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

const eventLanguageKey = (eventId: number) => [...rundownKeys.all(eventId), 'language'] as const;

export function useEventLanguage(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: eventLanguageKey(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/language`, eventLanguageSchema, token, { signal }),
  });
}

export function useSetEventLanguage(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventLanguageInput) =>
      rundownFetch(`/api/events/${eventId}/language`, eventLanguageSchema, token, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(eventLanguageKey(eventId), saved),
  });
}
