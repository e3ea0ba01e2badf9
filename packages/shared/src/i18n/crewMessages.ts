/**
 * The crew catalog's keys and the owner's per-event changes to them (docs/decisions/0038-i18n-lingui.md).
 * English (crew/en.json) is the source catalog: its keys are the keys of every language, and the
 * placeholders of its messages are the ones an override must keep.
 */
import { z } from 'zod';
import en from './crew/en.json' with { type: 'json' };
import { isLocale, LOCALES, type Locale } from './locales.js';

export type CrewMessageKey = keyof typeof en;
export const CREW_MESSAGES_EN: Readonly<Record<CrewMessageKey, string>> = en;
export const CREW_MESSAGE_KEYS = Object.keys(en) as CrewMessageKey[];

export function isCrewMessageKey(key: string): key is CrewMessageKey {
  return Object.hasOwn(en, key);
}

/** The `{name}` placeholders of a plain message, sorted, each once. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();
}

/** ICU plural or select: such a message is the translators' work, not an override's. */
function hasIcuChoice(message: string): boolean {
  return /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(message);
}

/**
 * The strings an owner may change for an event: the crew phone's and the stage display's (`crew.`,
 * `stage.`, `common.`), not the public lobby's, and none with a plural inside.
 */
export const OVERRIDABLE_KEYS: readonly CrewMessageKey[] = CREW_MESSAGE_KEYS.filter((k) => !k.startsWith('lobby.') && !hasIcuChoice(en[k]));
const overridable = new Set<string>(OVERRIDABLE_KEYS);

export const STRING_OVERRIDE_MAX = 200;

/** An override's text: plain words and the English message's own `{name}` placeholders, no other braces. */
export function overrideProblem(key: string, text: string): string | null {
  if (!overridable.has(key) || !isCrewMessageKey(key)) return `“${key}” is not a crew phone or stage display text that can be changed.`;
  const own = placeholdersOf(en[key]);
  const rest = text.replace(/\{(\w+)\}/g, (whole, name: string) => (own.includes(name) ? '' : whole));
  if (/[{}]/.test(rest)) {
    return own.length === 0
      ? `The text for “${key}” cannot hold braces.`
      : `The text for “${key}” may use only ${own.map((p) => `{${p}}`).join(', ')} in braces.`;
  }
  const missing = own.filter((p) => !text.includes(`{${p}}`));
  if (missing.length > 0) return `The text for “${key}” must keep ${missing.map((p) => `{${p}}`).join(', ')}.`;
  return null;
}

export type StringOverrides = Partial<Record<Locale, Partial<Record<CrewMessageKey, string>>>>;

/** PUT body part: per language, the keys changed and their text; an empty map clears a language. */
export const stringOverridesSchema = z
  .record(
    z.string(),
    z.record(
      z.string(),
      z
        .string()
        .trim()
        .min(1, 'An override cannot be empty: remove it to use the catalog text.')
        .max(STRING_OVERRIDE_MAX, `An override is at most ${STRING_OVERRIDE_MAX} characters.`),
    ),
  )
  .superRefine((value, ctx) => {
    for (const [locale, texts] of Object.entries(value)) {
      if (!isLocale(locale)) {
        ctx.addIssue({
          code: 'custom',
          message: `Overrides are kept per language: ${LOCALES.join(', ')}; “${locale}” is none of them.`,
          path: [locale],
        });
        continue;
      }
      for (const [key, text] of Object.entries(texts ?? {})) {
        const problem = overrideProblem(key, text);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [locale, key] });
      }
    }
  })
  .transform((v) => v as StringOverrides);
