/**
 * The one fetch wrapper (docs/product.md#calls): bearer token from localStorage, cookies included, JSON in and out,
 * errors as `ApiError` with the message "status: text" from the body's `error` or `message` field.
 */
import { clearToken, getToken } from './token';
import { withRequestLanguage } from './requestLanguage';

export interface ApiIssue {
  path: string;
  message: string;
}

/** What a failed response's JSON body may carry (server errors are `{error, issues?}`). */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  issues?: ApiIssue[];
}

export type ApiErrorKind = 'http' | 'network' | 'parse';

export const NETWORK_ERROR_TEXT = 'Could not reach the server. Check your network connection and try again.';
export const PARSE_ERROR_TEXT = 'The server sent a response that could not be read.';
export const SCHEMA_ERROR_TEXT = 'The server sent an answer this page does not understand. Reload the page to get the latest version.';

/**
 * What apiFetch checks an answer with: zod's `safeParse` shape, so every shared zod schema fits, and
 * so do the crew page's small zod-free checks (api/lightSchemas.ts; its bundle has a gzip budget).
 */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/** For answers the caller ignores or checks itself (e.g. the live status, parsed by the realtime client). */
export const unknownBody: ResponseSchema<unknown> = { safeParse: (value) => ({ success: true, data: value }) };

/** Schema mismatches already logged, by method and path with ids folded, so a polling screen logs once. */
const reportedMismatches = new Set<string>();

function reportMismatch(method: string, path: string, error: unknown): void {
  const key = `${method} ${path.split('?')[0]?.replace(/\/\d+(?=\/|$)/g, '/:id') ?? path}`;
  if (reportedMismatches.has(key)) return;
  reportedMismatches.add(key);
  console.error(`Unexpected answer from ${key}: it does not match the shared schema.`, error);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The human text without the status prefix (the server's `error`, or a fallback). */
  readonly text: string;
  readonly body: ApiErrorBody | null;
  readonly kind: ApiErrorKind;

  constructor(status: number, text: string, body: ApiErrorBody | null = null, kind: ApiErrorKind = 'http') {
    super(kind === 'network' ? text : `${status}: ${text}`);
    this.status = status;
    this.text = text;
    this.body = body;
    this.kind = kind;
  }

  /** The server's own text (body.error or body.message), if it sent one. */
  get serverText(): string | null {
    return this.body?.error ?? this.body?.message ?? null;
  }

  get issues(): ApiIssue[] {
    return this.body?.issues ?? [];
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Becomes the query string; null and undefined values are skipped. */
  params?: QueryParams;
  /**
   * Use this token instead of the stored account token (crew and co-caller access tokens).
   * `null` sends no Authorization header.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** Called with the answer's headers once it arrives (GET …/tasks tells its revision in one). */
  onHeaders?: (headers: Headers) => void;
}

/** Paths anyone may call without a session; everything else under /api warns when no token is present. */
const PUBLIC_PATHS = ['/api/auth/', '/api/access', '/api/checkout/', '/api/invitations/preview', '/api/share/open', '/healthz'];
const LOGOUT_PATH = '/api/auth/logout';

export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((p) => path.startsWith(p));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The error fields of a failed answer's body, whatever else it holds (zod-free: the crew bundle uses this). */
export function asErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value)) return null;
  const body: ApiErrorBody = {};
  if (typeof value.error === 'string') body.error = value.error;
  if (typeof value.message === 'string') body.message = value.message;
  if (Array.isArray(value.issues)) {
    body.issues = value.issues.flatMap((issue: unknown) => {
      if (!isRecord(issue) || typeof issue.message !== 'string') return [];
      return [{ path: typeof issue.path === 'string' ? issue.path : '', message: issue.message }];
    });
  }
  return body;
}

async function readJson(res: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await res.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * `schema` checks the answer (docs/architecture.md: one shared schema per response); a mismatch is an
 * ApiError of kind 'parse' that the screen shows like any failed load, logged once per endpoint.
 */
export async function apiFetch<T>(path: string, schema: ResponseSchema<T>, options: ApiFetchOptions = {}): Promise<T> {
  const { method = 'GET', body, params, signal } = options;
  const usesStoredToken = options.token === undefined;
  const token = usesStoredToken ? getToken() : options.token;

  if (!token && !isPublicPath(path)) {
    console.warn(`Requesting protected resource ${method} ${path} without an auth token`);
  }

  const headers = withRequestLanguage({ Accept: 'application/json' });
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, NETWORK_ERROR_TEXT, null, 'network');
  }

  options.onHeaders?.(res.headers);
  const parsed = await readJson(res).catch(() => ({ ok: false }) as const);

  if (!res.ok) {
    // A stale or revoked session: forget it, so guards send the user to log in (logout itself is exempt).
    if (res.status === 401 && usesStoredToken && path !== LOGOUT_PATH) clearToken();
    const errorBody = parsed.ok ? asErrorBody(parsed.value) : null;
    const text = errorBody?.error ?? errorBody?.message ?? (res.statusText || 'Request failed');
    throw new ApiError(res.status, text, errorBody, 'http');
  }

  if (!parsed.ok) throw new ApiError(res.status, PARSE_ERROR_TEXT, null, 'parse');
  const checked = schema.safeParse(parsed.value);
  if (!checked.success) {
    reportMismatch(method, path, checked.error);
    throw new ApiError(res.status, SCHEMA_ERROR_TEXT, null, 'parse');
  }
  return checked.data;
}
