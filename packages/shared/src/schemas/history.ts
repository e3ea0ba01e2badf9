/**
 * Who changed what in an event, its saved versions of the rundown, and who else has it open
 * (docs/decisions/0032-history-versions-presence.md).
 */
import { z } from 'zod';
import { positiveId } from './common.js';

/** What an entry is about; 'show' rows come from the as-run log (show control), read, never copied. */
export const HISTORY_ENTITIES = ['cue', 'task', 'department', 'note', 'event', 'show'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'reorder', 'command'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The kinds of "who": an account, the caller code, a department code, a share link, show-control equipment, the server. */
export const WHO_KINDS = ['user', 'caller', 'department', 'stage', 'link', 'equipment', 'server'] as const;
export const whoSchema = z.object({
  kind: z.enum(WHO_KINDS),
  id: z.number().int().nullable(),
  label: z.string(),
});
export type Who = z.infer<typeof whoSchema>;
/** One person (or code) across entries: the filter's value. */
export function whoKey(who: Pick<Who, 'kind' | 'id'>): string {
  return `${who.kind}:${who.id ?? ''}`;
}

/** The cue fields a cell edits; history can put an earlier value of each back. */
export const CUE_CELLS = ['time', 'action', 'notes', 'duration', 'colorMark'] as const;
export type CueCell = (typeof CUE_CELLS)[number];

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  who: whoSchema,
  entity: z.enum(HISTORY_ENTITIES),
  entityId: z.number().int().nullable(),
  cueId: z.number().int().nullable(),
  /** The cue's number when the change was made (its id may be gone). */
  cueNumber: z.number().int().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  field: z.string().nullable(),
  /** The values as text for reading; null: none (a creation has no before). */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Whether POST /api/history/{id}/undo can put the before back. */
  undoable: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({
  /** A whoKey(): only this person's (or code's) changes. */
  who: z.string().max(60).optional(),
  cueId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Entries older than this id (the next page). */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const historyPageSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** Everyone who changed the event within the kept history, for the filter. */
  people: z.array(z.object({ key: z.string(), label: z.string() })),
  /** Pass as `before` for older entries; null: no more. */
  nextBefore: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

export const VERSION_REASONS = ['manual', 'import', 'firstGo', 'restore'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

export const rundownVersionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  reason: z.enum(VERSION_REASONS),
  label: z.string(),
  who: whoSchema,
  cueCount: z.number().int(),
  taskCount: z.number().int(),
});
export type RundownVersion = z.infer<typeof rundownVersionSchema>;

export const versionCreateSchema = z.object({
  label: z.string().trim().max(80, 'A version name must be at most 80 characters').optional(),
});
export type VersionCreateInput = z.input<typeof versionCreateSchema>;

export const versionRestoreAnswer = z.object({
  /** The version saved first, so the restore itself can be undone by restoring it. */
  savedFirst: rundownVersionSchema,
  cueCount: z.number().int(),
});
export type VersionRestoreAnswer = z.infer<typeof versionRestoreAnswer>;

/** Someone else with the event open on a caller's screen, and the cue cell they are editing. */
export const presencePersonSchema = z.object({
  key: z.string(),
  label: z.string(),
  cueId: z.number().int().nullable(),
  field: z.enum(CUE_CELLS).nullable(),
});
export type PresencePerson = z.infer<typeof presencePersonSchema>;

/** The client's frame: which cue cell this screen is editing now (null: none). */
export const editingFrame = z.object({
  type: z.literal('editing'),
  eventId: positiveId,
  cueId: positiveId.nullable(),
  field: z.enum(CUE_CELLS).nullable(),
});
