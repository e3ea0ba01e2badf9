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

export function useCrewResource<T>(
  path: string,
  schema: ResponseSchema<T>,
  token: string,
  onError: (err: unknown) => void,
): CrewResource<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const report = useEffectEvent(onError);

  useEffect(() => {
    const abort = new AbortController();
    apiFetch(path, schema, { token, signal: abort.signal }).then(
      (value) => {
        if (abort.signal.aborted) return;
        setData(value);
        setError(null);
      },
      (err: unknown) => {
        if (abort.signal.aborted) return;
        setError(errorText(err, translate('crew.loadFailed')));
        report(err);
      },
    );
    return () => abort.abort();
  }, [path, schema, token, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data, error, reload, setData };
}
