/**
 * The owner's words for an event (docs/decisions/0038-i18n-lingui.md) as Lingui messages. The
 * server lets an override hold only plain text and its English message's `{name}` placeholders
 * (packages/shared/src/i18n/crewMessages.ts), so it is turned into Lingui's compiled form here, the
 * same arrays `lingui compile` writes (overrides.test.ts checks against Lingui's own compiler),
 * without shipping the ICU parser to phones.
 */
import type { Messages } from '@lingui/core';

type Compiled = (string | [string])[];

export function compileOverride(text: string): Compiled {
  const out: Compiled = [];
  let last = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    const at = m.index;
    if (at > last) out.push(text.slice(last, at));
    out.push([m[1] ?? '']);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** The catalog with the event's words for this language laid over it. */
export function withOverrides(messages: Messages, overrides: Readonly<Record<string, string>> | undefined): Messages {
  if (!overrides) return messages;
  const out: Messages = { ...messages };
  for (const [key, text] of Object.entries(overrides)) if (Object.hasOwn(messages, key)) out[key] = compileOverride(text);
  return out;
}
