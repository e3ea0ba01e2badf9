import { describe, expect, it } from 'vitest';
import { CUE_END_ACTION_LABELS, CUE_TIMER_LABELS, type HistoryEntry } from '@showcaller/shared';
import { entryChange, entrySubject } from './describeEntry';

const base: HistoryEntry = {
  id: 1,
  at: '2026-12-01T19:00:00.000Z',
  who: { kind: 'caller', id: null, label: 'Caller code' },
  entity: 'cue',
  entityId: 5,
  cueId: 5,
  cueNumber: 2,
  action: 'update',
  field: 'action',
  before: 'Welcome',
  after: 'Welcome (short)',
  undoable: true,
};

describe('a history entry in words', () => {
  it('names the cue and the field, with the values before and after', () => {
    expect(`${entrySubject(base)}: ${entryChange(base)}`).toBe('Cue 2: action “Welcome” → “Welcome (short)”');
    expect(entryChange({ ...base, field: 'duration', before: '300', after: '' })).toBe('duration 00:05:00 → default');
    expect(entryChange({ ...base, field: 'notes', before: '', after: 'Lectern' })).toBe('notes empty → “Lectern”');
    expect(entryChange({ ...base, field: 'timerType', before: 'countdown', after: 'timeOfDay' })).toBe(
      `timer “${CUE_TIMER_LABELS.countdown}” → “${CUE_TIMER_LABELS.timeOfDay}”`,
    );
    expect(entryChange({ ...base, field: 'endAction', before: 'overrun', after: 'stop' })).toBe(
      `timer end “${CUE_END_ACTION_LABELS.overrun}” → “${CUE_END_ACTION_LABELS.stop}”`,
    );
  });

  it('names a custom field as it was called then, even a name with a colon', () => {
    expect(entryChange({ ...base, field: 'field:7:Camera: shot', before: '', after: 'CU' })).toBe('Camera: shot empty → “CU”');
  });

  it('reads tasks, creations, deletions, versions and show control', () => {
    const tick = { ...base, entity: 'task' as const, field: 'completed', before: 'false', after: 'true' };
    expect(`${entrySubject(tick)}: ${entryChange(tick)}`).toBe('Cue 2, task: marked done');
    expect(entryChange({ ...base, action: 'create', field: null, before: null, after: 'Encore' })).toBe('added “Encore”');
    expect(entryChange({ ...base, action: 'delete', field: null, before: 'Welcome', after: null })).toBe('deleted “Welcome”');
    const restore = { ...base, cueNumber: null, field: 'version', before: 'Before restoring “Tech”', after: 'Tech' };
    expect(`${entrySubject(restore)}: ${entryChange(restore)}`).toBe(
      'Rundown: version restored: “Tech” (the rundown before is saved as “Before restoring “Tech””)',
    );
    const go = { ...base, entity: 'show' as const, action: 'command' as const, field: 'go', before: null, after: 'GO', undoable: false };
    expect(`${entrySubject(go)}: ${entryChange(go)}`).toBe('Show control, cue 2: GO');
  });
});
