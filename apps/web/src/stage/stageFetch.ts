/**
 * The stage page's two kinds of request, on plain fetch: it reads JSON with its session token and
 * makes a session from a code. Kept apart from api/client.ts so the stage bundle carries only this.
 */
import { withRequestLanguage } from '@/api/requestLanguage';
import { translate } from '@/i18n/crewI18n';

export class StageRequestError extends Error {
  /** HTTP status; 0 when the request never got an answer (offline, server down). */
  readonly status: number;
  constructor(status: number, text: string) {
    super(text);
    this.status = status;
  }
}

async function request(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: withRequestLanguage(init.headers), credentials: 'include' });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new StageRequestError(0, translate('common.networkError'));
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const text =
      typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string'
        ? body.error
        : translate('common.requestFailed', { status: res.status });
    throw new StageRequestError(res.status, text);
  }
  return body;
}

export function getJson(path: string, token: string, signal?: AbortSignal): Promise<unknown> {
  return request(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, ...(signal ? { signal } : {}) });
}

/** POST /api/access: the stage session's token and event, or a StageRequestError; null when the code is not a stage code. */
export async function enterStageCode(code: string): Promise<{ token: string; eventId: number } | null> {
  const body = await request('/api/access', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (typeof body !== 'object' || body === null) throw new StageRequestError(0, translate('common.badAnswer'));
  const kind = 'kind' in body ? body.kind : undefined;
  const token = 'token' in body ? body.token : undefined;
  const eventId = 'eventId' in body ? body.eventId : undefined;
  if (kind !== 'stage') return null;
  if (typeof token !== 'string' || typeof eventId !== 'number' || !Number.isInteger(eventId))
    throw new StageRequestError(0, translate('common.badAnswer'));
  return { token, eventId };
}

/** POST with the session token; the answer's JSON, or a StageRequestError (the crew phone uses it too). */
export function postJson(path: string, token: string, body: unknown = {}): Promise<unknown> {
  return request(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
