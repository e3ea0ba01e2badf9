/** One crew read (GET with the department token) that can be reloaded when the server says it changed. */
import { translate } from '@/i18n/crewI18n';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { apiFetch, isApiError, type ResponseSchema } from '@/api/client';

export interface CrewResource<T> {
  data: T | null;
  /** The last failure's text (the data, if any, stays on screen). */
  error: string | null;
  reload: () => void;
  /** Replace the data locally (an answer to a write). */
  setData: (update: (prev: T | null) => T | null) => void;
}

export function errorText(err: unknown, fallback: string): string {
  // The server's own sentence when it sent one; otherwise (no network, an unreadable answer) the page's words in its language.
  return isApiError(err) && err.serverText ? err.serverText : fallback;
}

/** Follows each read (the task list's revision, realtime/taskDeltas.ts): its start, its answer with the headers, its failure. */
export interface CrewReadHooks<T> {
  started(): number;
  landed(read: number, value: T, headers: Headers | null): T;
  failed(read: number): void;
}

export function useCrewResource<T>(
  path: string,
  schema: ResponseSchema<T>,
  token: string,
  onError: (err: unknown) => void,
  hooks?: CrewReadHooks<T>,
): CrewResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const report = useEffectEvent(onError);

  useEffect(() => {
    const abort = new AbortController();
    const read = hooks?.started() ?? 0;
    let headers: Headers | null = null;
    apiFetch(path, schema, { token, signal: abort.signal, onHeaders: (h) => (headers = h) }).then(
      (value) => {
        if (abort.signal.aborted) return hooks?.failed(read);
        setData(hooks ? hooks.landed(read, value, headers) : value);
        setError(null);
      },
      (err: unknown) => {
        hooks?.failed(read);
        if (abort.signal.aborted) return;
        setError(errorText(err, translate('crew.loadFailed')));
        report(err);
      },
    );
    return () => abort.abort();
  }, [path, schema, token, generation, hooks]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, reload, setData };
}
