import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH, RESERVED_CODES } from '@showcaller/shared';

/** 32 random bytes, URL-safe; only its SHA-256 is ever stored (DESIGN.md §5). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-character access code from the unambiguous alphabet, never a reserved word. */
export function newAccessCode(): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!RESERVED_CODES.includes(code)) return code;
  }
}

/** Codes are typed by people: case-insensitive, spaces and dashes ignored. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}
