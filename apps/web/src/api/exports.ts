/**
 * Export and import calls (docs/product.md#calls; docs/decisions/0009-excel-round-trip.md).
 * Files come back as blobs and are saved under the server's own file name; the .xlsx upload goes
 * through XMLHttpRequest because fetch cannot report upload progress.
 */
import type { z } from 'zod';
import {
  exportPayloadSchema,
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  XLSX_CONTENT_TYPE,
  type ExportPayload,
  type ImportOptions,
  type ImportPreview,
  type ImportResult,
} from '@showcaller/shared';
import { ApiError, asErrorBody, buildUrl, NETWORK_ERROR_TEXT, PARSE_ERROR_TEXT, unknownBody, type QueryParams } from './client';
import { rundownFetch } from './rundown';
import { appT } from '@/i18n/appI18n';
import { clearToken, getToken } from './token';

/** The payload did not have the shape {event, departments, cues, tasks}. */
export class InvalidExportDataError extends Error {
  override readonly name = 'InvalidExportDataError';
  constructor() {
    super('Invalid export data structure');
  }
}

/** `override` (a caller token) or else the stored account token. */
function bearer(override: string | undefined): string | null {
  return override === undefined ? getToken() : override;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function httpError(status: number, statusText: string, text: string): ApiError {
  const parsed = parseJson(text);
  const body = parsed.ok ? asErrorBody(parsed.value) : null;
  return new ApiError(status, body?.error ?? body?.message ?? (statusText || 'Request failed'), body);
}

/** The file name of a Content-Disposition header: the exact `filename*` (RFC 5987) first, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim());
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/\\(.)/g, '$1').trim() : null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET a file with the bearer token. Network trouble and refusals are ApiErrors with the server's text. */
export async function fetchFile(
  path: string,
  token: string | undefined,
  fallbackName: string,
  params?: QueryParams,
): Promise<DownloadedFile> {
  const auth = bearer(token);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, params), {
      headers: auth ? { Authorization: `Bearer ${auth}` } : {},
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_TEXT, null, 'network');
  }
  if (!res.ok) {
    if (res.status === 401 && token === undefined) clearToken();
    throw httpError(res.status, res.statusText, await res.text().catch(() => ''));
  }
  const blob = await res.blob();
  return { blob, fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName };
}

/** Saves a blob through a temporary link (the browser's own download, with the given name). */
export function saveBlob({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function fetchRundownXlsx(eventId: number, token: string | undefined): Promise<DownloadedFile> {
  return fetchFile(`/api/events/${eventId}/export/xlsx`, token, 'Event-Rundown.xlsx');
}

/** GET .../export/excel, checked: a malformed answer is an InvalidExportDataError. */
export async function fetchExportPayload(eventId: number, token: string | undefined): Promise<ExportPayload> {
  // Checked here rather than by apiFetch: a bad payload has its own error for the export dialog.
  const raw = await rundownFetch(`/api/events/${eventId}/export/excel`, unknownBody, token);
  const parsed = exportPayloadSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidExportDataError();
  return parsed.data;
}

/** A problem the browser can see before uploading (size, type); null when the file may go. */
export function checkImportFile(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return appT('general.import.wrongType');
  if (file.size > IMPORT_MAX_BYTES) return appT('general.import.tooLarge');
  return null;
}

export interface UploadOptions {
  token: string | undefined;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function uploadXlsx<T>(path: string, file: Blob, schema: z.ZodType<T>, { token, onProgress, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const auth = bearer(token);
    xhr.open('POST', path);
    xhr.setRequestHeader('Content-Type', XLSX_CONTENT_TYPE);
    xhr.setRequestHeader('Accept', 'application/json');
    if (auth) xhr.setRequestHeader('Authorization', `Bearer ${auth}`);
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token === undefined) clearToken();
        reject(httpError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      onProgress?.(1);
      const parsed = parseJson(xhr.responseText);
      const checked = parsed.ok ? schema.safeParse(parsed.value) : null;
      if (checked?.success) resolve(checked.data);
      else reject(new ApiError(xhr.status, PARSE_ERROR_TEXT, null, 'parse'));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_TEXT, null, 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** POST .../import/preview: what the file would import, with its problems; changes nothing. */
export function previewImport(eventId: number, file: Blob, options: UploadOptions): Promise<ImportPreview> {
  return uploadXlsx(`/api/events/${eventId}/import/preview`, file, importPreviewSchema, options);
}

/**
 * POST .../import: creates the cues, departments and tasks in one transaction (400 and nothing on
 * any problem); `mode` appends or replaces the event's cues, `ticks` keeps the file's ✓ or not.
 */
export function commitImport(eventId: number, file: Blob, choice: ImportOptions, options: UploadOptions): Promise<ImportResult> {
  const query = new URLSearchParams({ mode: choice.mode, ticks: choice.ticks });
  return uploadXlsx(`/api/events/${eventId}/import?${query.toString()}`, file, importResultSchema, options);
}
