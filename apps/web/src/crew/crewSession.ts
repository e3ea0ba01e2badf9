/**
 * A department code's session in this browser: localStorage `crewSession:{CODE}` =
 * {token, eventId, department}. Kept across reloads so a phone that slept comes straight back.
 */
import { CODE_LENGTH } from '@showcaller/shared';
import { safeStorage } from '@/lib/storage';

export interface CrewSession {
  token: string;
  eventId: number;
  department: { id: number; name: string };
}

/** Upper case, letters and digits only (the server ignores spaces and dashes too). */
export function normalizeCode(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12);
}

/** What the code field keeps from typing or a paste: a pasted crew link gives its last segment. */
export function codeFromInput(raw: string): string {
  const last = raw.includes('/') ? (raw.split('/').filter(Boolean).pop() ?? '') : raw;
  return normalizeCode(last).slice(0, CODE_LENGTH);
}

export function crewSessionKey(code: string): string {
  return `crewSession:${normalizeCode(code)}`;
}

export function readCrewSession(code: string): CrewSession | null {
  const raw = safeStorage.get(crewSessionKey(code));
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null) return null;
    const { token, eventId, department } = v as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof eventId !== 'number') return null;
    if (typeof department !== 'object' || department === null) return null;
    const { id, name } = department as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string') return null;
    return { token, eventId, department: { id, name } };
  } catch {
    return null;
  }
}

export function saveCrewSession(code: string, session: CrewSession): void {
  safeStorage.set(crewSessionKey(code), JSON.stringify(session));
}

export function clearCrewSession(code: string): void {
  safeStorage.remove(crewSessionKey(code));
}
