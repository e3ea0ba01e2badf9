import { describe, expect, it } from 'vitest';
import type { Cue, CueField, CueFieldValue } from '@showcaller/shared';
import { ANY_VALUE, NO_VALUE, filterCues } from './cueFilter';

const cue = (id: number, action: string, notes: string | null = null): Cue => ({
  id,
  eventId: 1,
  number: id,
  time: '09:00:00',
  timeMode: 'hard',
  action,
  notes,
  duration: null,
  colorMark: '',
  timerType: 'countdown',
  endAction: 'overrun',
  endTime: null,
});
const field = (id: number, name: string, kind: CueField['kind'], choices: string[] = []): CueField => ({
  id,
  eventId: 1,
  name,
  kind,
  choices,
  position: id,
  hidden: false,
  crewDepartmentIds: [],
});

describe('rundown search and field filter', () => {
  const cues = [cue(1, 'Doors open'), cue(2, 'Welcome', 'Café lights'), cue(3, 'Keynote')];
  const shot = field(10, 'Shot', 'choice', ['Wide', 'Close']);
  const live = field(11, 'Live', 'boolean');
  const walk = field(12, 'Walk', 'duration');
  const values = new Map<number, Map<number, CueFieldValue>>([
    [
      1,
      new Map<number, CueFieldValue>([
        [10, 'Wide'],
        [12, 90],
      ]),
    ],
    [2, new Map<number, CueFieldValue>([[11, false]])],
    [
      3,
      new Map<number, CueFieldValue>([
        [10, 'Close'],
        [11, true],
      ]),
    ],
  ]);
  const run = (search: string, f: { fieldId: number; value: string } | null = null) =>
    [...(filterCues(cues, [shot, live, walk], values, { search, field: f }) ?? [])].sort();

  it('keeps every cue without a search or filter', () => {
    expect(filterCues(cues, [], values, { search: '  ', field: null })).toBeUndefined();
  });
  it('finds words in the action, notes and field values, any case and accent', () => {
    expect(run('door')).toEqual([1]);
    expect(run('cafe')).toEqual([2]);
    expect(run('wide')).toEqual([1]);
    expect(run('00:01:30')).toEqual([1]);
    expect(run('close keynote')).toEqual([3]);
    expect(run('close doors')).toEqual([]);
  });
  it('filters by a field: one value, yes/no, any value or none', () => {
    expect(run('', { fieldId: 10, value: 'wide' })).toEqual([1]);
    expect(run('', { fieldId: 11, value: 'No' })).toEqual([2]);
    expect(run('', { fieldId: 11, value: ANY_VALUE })).toEqual([2, 3]);
    expect(run('', { fieldId: 10, value: NO_VALUE })).toEqual([2]);
    expect(run('keynote', { fieldId: 10, value: ANY_VALUE })).toEqual([3]);
    // A field that was deleted meanwhile keeps nothing rather than everything.
    expect(run('', { fieldId: 99, value: ANY_VALUE })).toEqual([]);
  });
});
