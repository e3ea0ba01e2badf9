import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; only its SHA-256 is ever stored (docs/decisions/0007-sessions.md). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Codes are typed by people: case-insensitive, spaces and dashes ignored. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}
