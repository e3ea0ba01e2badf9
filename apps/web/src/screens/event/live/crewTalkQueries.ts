/**
 * The caller's reads and writes of crew messages and problem flags (docs/decisions/0017-stage-display-and-crew-talk.md). Queries live under
 * ['rundown', eventId, 'crewTalk'], which useEventRealtime invalidates on `refetch: crewTalk`.
 * Answers are checked with the shared zod schemas.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { crewMessageSchema, problemSchema, savedMessagesSchema } from '@showcaller/shared';
import { useRundownToken } from '@/api/rundown';
import { getToken } from '@/api/token';
import { withRequestLanguage } from '@/api/requestLanguage';
import { appT } from '@/i18n/appI18n';

export const crewTalkKeys = {
  all: (eventId: number) => ['rundown', eventId, 'crewTalk'] as const,
  messages: (eventId: number) => ['rundown', eventId, 'crewTalk', 'messages'] as const,
  problems: (eventId: number) => ['rundown', eventId, 'crewTalk', 'problems'] as const,
  saved: (eventId: number) => ['rundown', eventId, 'crewTalk', 'saved'] as const,
};

async function call<T>(
  schema: z.ZodType<T>,
  path: string,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' = 'GET',
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(path, {
    method,
    // In the app's language, as every request (api/requestLanguage.ts): the server's refusal reads in it.
    headers: withRequestLanguage({
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  const json: unknown = await res.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (!res.ok || !parsed.success) {
    const error = typeof json === 'object' && json !== null && 'error' in json && typeof json.error === 'string' ? json.error : null;
    throw new Error(error ?? appT('show.talk.unreachable'));
  }
  return parsed.data;
}

const messagesSchema = z.array(crewMessageSchema);
const problemsSchema = z.array(problemSchema);

function useToken(): string | null {
  return useRundownToken() ?? getToken();
}

export function useCrewMessages(eventId: number) {
  const token = useToken();
  return useQuery({
    queryKey: crewTalkKeys.messages(eventId),
    queryFn: ({ signal }) => call(messagesSchema, `/api/events/${eventId}/crew-messages`, token, 'GET', undefined, signal),
  });
}

export function useProblems(eventId: number) {
  const token = useToken();
  return useQuery({
    queryKey: crewTalkKeys.problems(eventId),
    queryFn: ({ signal }) => call(problemsSchema, `/api/events/${eventId}/problems`, token, 'GET', undefined, signal),
  });
}

export function useSendCrewMessage(eventId: number) {
  const token = useToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { text: string; departmentIds: number[] }) =>
      call(messagesSchema, `/api/events/${eventId}/crew-messages`, token, 'POST', input),
    onSuccess: (list) => qc.setQueryData(crewTalkKeys.messages(eventId), list),
  });
}

export function useClearProblem(eventId: number) {
  const token = useToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) => call(problemsSchema, `/api/events/${eventId}/problems/${departmentId}/clear`, token, 'POST', {}),
    onSuccess: (list) => qc.setQueryData(crewTalkKeys.problems(eventId), list),
  });
}

const savedSchema = savedMessagesSchema;

/** The event's one-click messages (the server answers the defaults until others are saved). */
export function useSavedMessages(eventId: number) {
  const token = useToken();
  return useQuery({
    queryKey: crewTalkKeys.saved(eventId),
    queryFn: ({ signal }) => call(savedSchema, `/api/events/${eventId}/saved-messages`, token, 'GET', undefined, signal),
  });
}

export function useSaveSavedMessages(eventId: number) {
  const token = useToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messages: string[]) => call(savedSchema, `/api/events/${eventId}/saved-messages`, token, 'PUT', { messages }),
    onSuccess: (saved) => qc.setQueryData(crewTalkKeys.saved(eventId), saved),
  });
}
