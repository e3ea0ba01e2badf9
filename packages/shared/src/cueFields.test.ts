import { describe, expect, it } from 'vitest';
import { fieldHistoryKey, parseFieldHistoryKey, renameFieldPlaceholders } from './cueFields.js';

describe('custom field names in triggers and the history', () => {
  it('renames the placeholders of one field, in any case and spacing, and leaves the others', () => {
    const text = '/cam/{cue.field.Camera  shot}/{cue.field.MIC}/{cue.field.camera shot}/{cue.field.Camera shots}';
    expect(renameFieldPlaceholders(text, 'camera shot', 'Shot')).toBe(
      '/cam/{cue.field.Shot}/{cue.field.MIC}/{cue.field.Shot}/{cue.field.Camera shots}',
    );
    expect(renameFieldPlaceholders('no placeholder', 'mic', 'Radio mic')).toBe('no placeholder');
  });

  it('keeps a field id and its name (with colons) in a history key, and reads no fixed cell as one', () => {
    const key = fieldHistoryKey({ id: 12, name: 'Cam: A' });
    expect(key).toBe('field:12:Cam: A');
    expect(parseFieldHistoryKey(key)).toEqual({ id: 12, name: 'Cam: A' });
    expect(parseFieldHistoryKey('notes')).toBeNull();
    expect(parseFieldHistoryKey(null)).toBeNull();
    expect(parseFieldHistoryKey('field:0:x')).toBeNull();
  });
});
