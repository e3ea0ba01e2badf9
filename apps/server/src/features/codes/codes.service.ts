/**
 * The one place that makes and accepts access codes (docs/decisions/0004-access-codes.md). The server alone chooses
 * codes: random over the shared alphabet, never a reserved word, never one held now and never a
 * retired one. A code that stops working is retired for good, so it cannot be brought back by a
 * restore or handed to another event later. Retiring comes before the change that drops a code:
 * if that change then fails, the code is dead rather than free to be issued twice.
 */
import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH, RESERVED_CODES } from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { normalizeCode } from '../../lib/crypto.js';
import type { CodeHolder, CodesRepo, RetiringCode } from './codes.repo.js';

/** A 6-character code from the unambiguous alphabet, never a reserved word (not yet checked for use). */
export function randomCode(): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!RESERVED_CODES.includes(code)) return code;
  }
}

/** 32^6 codes make a clash rare; twenty in a row means something else is wrong. */
const ATTEMPTS = 20;

export function codesService(d: { repo: CodesRepo; clock: Clock; random?: () => string }) {
  const random = d.random ?? randomCode;

  async function issueAvoiding(avoid: ReadonlySet<string>): Promise<string> {
    for (let i = 0; i < ATTEMPTS; i++) {
      const code = random();
      if (RESERVED_CODES.includes(code) || avoid.has(code)) continue;
      if (!(await d.repo.taken(code))) return code;
    }
    throw new Error('Could not find a free access code');
  }

  return {
    /** One fresh code. */
    issue: () => issueAvoiding(new Set()),

    /** `count` fresh codes, distinct from each other (made before the transaction that stores them). */
    async issueMany(count: number): Promise<string[]> {
      const codes = new Set<string>();
      while (codes.size < count) codes.add(await issueAvoiding(codes));
      return [...codes];
    },

    /** Who a typed code opens; a retired code opens nothing, whoever might hold it. */
    async lookup(typed: string): Promise<CodeHolder | undefined> {
      const code = normalizeCode(typed);
      if (code.length === 0 || code.length > 12) return undefined;
      if (await d.repo.isRetired(code)) return undefined;
      return d.repo.findHolder(code);
    },

    retire: (codes: readonly RetiringCode[]) => d.repo.retire(codes, isoNow(d.clock)),

    /** Before an event (or an owner's events) goes: its caller code and every department code. */
    async retireEvents(eventIds: readonly number[]): Promise<void> {
      await d.repo.retire(await d.repo.codesOfEvents(eventIds), isoNow(d.clock));
    },
  };
}
export type CodesService = ReturnType<typeof codesService>;
