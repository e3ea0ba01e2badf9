/**
 * The crew phone's side of docs/decisions/0017-stage-display-and-crew-talk.md: this department's messages from the caller
 * (acknowledged with a tap) and its problem flag. Re-read when the server's `refetch: crewTalk`
 * frame says something changed (`version` from useCrewShow), never polled.
 */
import { translate } from '@/i18n/crewI18n';
import { useCallback, useEffect, useState } from 'react';
import type { DepartmentMessage, Problem } from '@showcaller/shared';
import { getJson, postJson, StageRequestError } from '@/stage/stageFetch';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

export function parseMessages(v: unknown): DepartmentMessage[] | null {
  if (!Array.isArray(v)) return null;
  const out: DepartmentMessage[] = [];
  for (const m of v) {
    if (!isRec(m) || !Number.isInteger(m.id) || typeof m.id !== 'number' || typeof m.text !== 'string' || typeof m.sentAt !== 'string')
      return null;
    if (!strOrNull(m.readAt)) return null;
    out.push({ id: m.id, text: m.text, sentAt: m.sentAt, readAt: m.readAt });
  }
  return out;
}

export function parseProblems(v: unknown): Problem[] | null {
  if (!Array.isArray(v)) return null;
  const out: Problem[] = [];
  for (const p of v) {
    if (!isRec(p) || typeof p.departmentId !== 'number' || typeof p.name !== 'string' || typeof p.raisedAt !== 'string') return null;
    if (!strOrNull(p.reason)) return null;
    out.push({ departmentId: p.departmentId, name: p.name, reason: p.reason, raisedAt: p.raisedAt });
  }
  return out;
}

const failure = (err: unknown, fallback: string) => (err instanceof StageRequestError && err.status > 0 ? err.message : fallback);

export function useCrewTalk(eventId: number, token: string, version: number) {
  const [messages, setMessages] = useState<DepartmentMessage[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    getJson(`/api/events/${eventId}/my-messages`, token, abort.signal).then(
      (raw) => {
        const list = parseMessages(raw);
        if (list && !abort.signal.aborted) setMessages(list);
      },
      () => undefined, // offline: what is shown stays
    );
    getJson(`/api/events/${eventId}/problems`, token, abort.signal).then(
      (raw) => {
        const list = parseProblems(raw);
        if (list && !abort.signal.aborted) setProblem(list[0] ?? null);
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [eventId, token, version]);

  const acknowledge = useCallback(
    (id: number) => {
      setError(null);
      postJson(`/api/crew-messages/${id}/read`, token).then(
        (raw) => {
          const list = parseMessages(raw);
          if (list) setMessages(list);
        },
        (err: unknown) => setError(failure(err, translate('crew.messages.ackFailed'))),
      );
    },
    [token],
  );

  const raise = useCallback(
    (reason: string | null) => {
      setError(null);
      postJson(`/api/events/${eventId}/problem`, token, { reason }).then(
        (raw) => {
          const list = parseProblems(raw);
          if (list) setProblem(list[0] ?? null);
        },
        (err: unknown) => setError(failure(err, translate('crew.problem.failed'))),
      );
    },
    [eventId, token],
  );

  return { messages, problem, error, acknowledge, raise };
}
