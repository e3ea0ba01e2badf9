/**
 * Kysely table types of custom fields on the rundown (docs/decisions/0034-custom-fields.md,
 * migration 023). Part of schema.ts's Database, kept apart for size.
 */
import type { Generated } from 'kysely';

/** One typed column of an event's rundown. */
export interface CueFieldsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  /** The name trimmed, spaces squeezed, lower case: unique per event (fieldNameKey in the shared package). */
  name_key: string;
  kind: 'text' | 'number' | 'boolean' | 'choice' | 'duration' | 'link';
  /** A choice field's choices, a JSON array of texts ('[]' for the other types). */
  choices: string;
  position: number;
  /** 1: left out of the caller's rundown table (still exported, still on the crew phones chosen). */
  hidden: number;
  /** The departments whose crew phones show the field, a JSON array of ids. */
  crew_departments: string;
  created_at: string;
  updated_at: string;
}

/** A cue's value of one field, as JSON (a string, number or boolean); no row: no value. */
export interface CueFieldValuesTable {
  cue_id: number;
  field_id: number;
  value: string;
}
