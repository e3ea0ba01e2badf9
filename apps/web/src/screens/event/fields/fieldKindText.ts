import type { AppMessageKey, CueFieldKind } from '@showcaller/shared';

/** A custom field type's name in the app's language (the shared CUE_FIELD_KIND_LABELS stay English for the server). */
export const FIELD_KIND_WORDS: Record<CueFieldKind, AppMessageKey> = {
  text: 'rundown.fields.kindText',
  number: 'rundown.fields.kindNumber',
  boolean: 'rundown.fields.kindBoolean',
  choice: 'rundown.fields.kindChoice',
  duration: 'rundown.fields.kindDuration',
  link: 'rundown.fields.kindLink',
};
