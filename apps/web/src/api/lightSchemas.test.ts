/**
 * The crew page's zod-free checks must accept and refuse exactly what the shared zod schemas do
 * (docs/architecture.md#layers): every field of a valid sample is removed, nulled and given each wrong type in turn.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessResponseSchema, cueFieldsResponse, cueSchema, eventSchema, taskSchema } from '@showcaller/shared';
import type { ResponseSchema } from './client';
import { lightAccessResponse, lightCueFields, lightCues, lightEvent, lightTask, lightTasks } from './lightSchemas';

const event = {
  id: 9,
  name: 'Gala',
  description: '',
  date: '2026-06-15',
  showCallerCode: 'K7QX2M',
  ownerId: 2,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const cue = {
  id: 1,
  eventId: 9,
  number: 1,
  time: '09:00:00',
  timeMode: 'hard',
  action: 'Doors',
  notes: null,
  duration: 300,
  colorMark: '',
};
const task = { id: 5, cueId: 1, departmentId: 4, description: 'Mics on', completed: false, completedAt: null, color: '' };
const access = { kind: 'department', token: 't', eventId: 9, eventName: 'Gala', department: { id: 4, name: 'Sound' } };

const WRONG_VALUES: unknown[] = [undefined, null, 'x', 1.5, 7, true, {}, [], 'linked'];

/** The sample, then each field removed or replaced by each wrong value. */
function variants(sample: Record<string, unknown>): unknown[] {
  const out: unknown[] = [sample, null, [], 'x'];
  for (const key of Object.keys(sample)) {
    for (const value of WRONG_VALUES) {
      const copy: Record<string, unknown> = { ...sample };
      if (value === undefined) delete copy[key];
      else copy[key] = value;
      out.push(copy);
    }
  }
  return out;
}

/** zod drops unknown fields, the light checks keep them: compare what zod keeps. */
function keptByZod(light: unknown, zod: unknown): unknown {
  if (Array.isArray(light) && Array.isArray(zod)) return light.map((item, i) => keptByZod(item, zod[i]));
  if (typeof light !== 'object' || light === null || typeof zod !== 'object' || zod === null) return light;
  return Object.fromEntries(
    Object.entries(zod).map(([key, value]) => [key, keptByZod(Object.entries(light).find(([k]) => k === key)?.[1], value)]),
  );
}

function expectSameVerdicts(light: ResponseSchema<unknown>, zod: z.ZodType, inputs: unknown[]) {
  for (const input of inputs) {
    const [mine, theirs] = [light.safeParse(input), zod.safeParse(input)];
    expect({ input, ok: mine.success }).toEqual({ input, ok: theirs.success });
    // Same data too, defaults included (cueSchema fills a missing timeMode).
    if (mine.success && theirs.success) expect(keptByZod(mine.data, theirs.data)).toEqual(theirs.data);
  }
}

describe('light schemas agree with the shared zod schemas', () => {
  it('event', () => expectSameVerdicts(lightEvent, eventSchema, variants(event)));

  it('cue list', () => {
    expectSameVerdicts(
      lightCues,
      cueSchema.array(),
      variants(cue).map((c) => [c]),
    );
    expectSameVerdicts(lightCues, cueSchema.array(), [[], [cue, { ...cue, timeMode: 'linked', notes: 'n', duration: null }]]);
  });

  it('task and task list', () => {
    expectSameVerdicts(lightTask, taskSchema, variants(task));
    expectSameVerdicts(lightTasks, taskSchema.array(), [[], [task, { ...task, completed: true, completedAt: 'now' }], [task, 1]]);
  });

  it('access response, with and without a department', () => {
    expectSameVerdicts(lightAccessResponse, accessResponseSchema, [
      ...variants(access),
      ...variants({ ...access, kind: 'caller', department: undefined }),
      { ...access, kind: 'stage' },
      { ...access, department: { id: 4 } },
      { ...access, department: { id: 'x', name: 'Sound' } },
    ]);
  });

  it('custom fields and their values', () => {
    const field = {
      id: 3,
      eventId: 9,
      name: 'Mic',
      kind: 'choice',
      choices: ['A', 'B'],
      position: 0,
      hidden: false,
      crewDepartmentIds: [],
    };
    const value = { cueId: 1, fieldId: 3, value: 'A' };
    expectSameVerdicts(lightCueFields, cueFieldsResponse, [
      ...variants(field).map((f) => ({ fields: [f], values: [] })),
      ...variants(value).map((v) => ({ fields: [], values: [v] })),
      {
        fields: [],
        values: [
          { ...value, value: 4.5 },
          { ...value, value: false },
          { ...value, value: [] },
        ],
      },
      { fields: [{ ...field, choices: ['A', 2] }], values: [] },
      { fields: [{ ...field, crewDepartmentIds: [1.5] }], values: [] },
      { fields: [{ ...field, kind: 'colour' }], values: [] },
      { fields: [] },
      { values: [] },
    ]);
  });

  it('refuses what zod refuses (not a check that accepts everything)', () => {
    expect(lightEvent.safeParse({ ...event, id: '9' }).success).toBe(false);
    expect(lightCues.safeParse([{ ...cue, timeMode: 'soft' }]).success).toBe(false);
  });
});
