/** Test helper: a small coloured sample rundown (export, import and report tests), built with test/factories.ts. */
import { accessResponseSchema, type Cue, type Department, type Task } from '@showcaller/shared';
import type { TestApp } from './harness.js';
import { buildCue, buildDepartment, buildEventWith, buildTask } from './factories.js';

export interface CueSpec {
  time: string;
  action: string;
  notes: string | null;
  duration: number | null;
  colorMark: string;
  /** Department name → tasks ('✓' is not used here: `completed` says it). */
  tasks: Record<string, Array<{ description: string; completed: boolean; color?: string }>>;
}

export const SAMPLE_DEPARTMENTS = ['Sound', 'Light'];

export const SAMPLE_CUES: CueSpec[] = [
  {
    time: '09:00:00',
    action: 'Doors open',
    notes: '=SUM(A1)',
    duration: 900,
    colorMark: '#000000',
    tasks: {
      Sound: [
        { description: 'Walk-in music', completed: true },
        { description: '-6 dB on the PA', completed: false, color: '#FF69B4' },
      ],
    },
  },
  {
    time: '09:15:00',
    action: 'Welcome',
    notes: null,
    duration: 150,
    colorMark: '#90EE90',
    tasks: { Sound: [{ description: 'MC mic live', completed: false }], Light: [{ description: '@stage wash', completed: true }] },
  },
  {
    time: 'TBD',
    action: '+1 Keynote',
    notes: 'Line one\nLine two',
    duration: null,
    colorMark: '',
    tasks: {
      Light: [
        { description: 'Spot on lectern', completed: false },
        { description: 'House to 30%', completed: true, color: '#800080' },
      ],
    },
  },
];

/**
 * A harder rundown for round trips: formula-looking text in every kind of cell, times at the
 * edges of the day, a zero and a multi-day duration, Unicode, a department without tasks.
 */
export const VARIED_DEPARTMENTS = ['Sound', 'Light', 'LED Wall', 'Pyro: FX', 'Empty'];

export const VARIED_CUES: CueSpec[] = [
  ...SAMPLE_CUES,
  {
    time: '00:00:00',
    action: '=HYPERLINK("http://x")',
    notes: '@mention\n+44 20 7946 0000',
    duration: 0,
    colorMark: '#B8860B',
    tasks: {
      'LED Wall': [
        { description: '=1+1', completed: false, color: '#006400' },
        { description: 'Logo loop « encore »', completed: true },
      ],
      'Pyro: FX': [{ description: 'Gerbs ×4', completed: true, color: '#000000' }],
    },
  },
  { time: '23:59:59', action: 'Load-out — 🎭', notes: '  spaced  ', duration: 200_000, colorMark: '#006400', tasks: {} },
  {
    time: '12:30:05',
    action: '-Intermission',
    notes: null,
    duration: 59,
    colorMark: '#FF69B4',
    tasks: {
      Sound: [{ description: 'Playlist B', completed: false, color: '#90EE90' }],
      'LED Wall': [{ description: 'Clock', completed: false }],
    },
  },
];

export async function buildRundown(
  t: TestApp,
  token: string,
  name: string,
  cues: CueSpec[] = SAMPLE_CUES,
  departments = SAMPLE_DEPARTMENTS,
) {
  const event = await buildEventWith(t, token, { name });
  const deps: Department[] = [];
  for (const d of departments) deps.push(await buildDepartment(t, token, event.id, d));
  const made: Cue[] = [];
  const tasks: Task[] = [];
  for (const { tasks: byDepartment, ...fields } of cues) {
    const cue = await buildCue(t, token, { eventId: event.id, ...fields });
    made.push(cue);
    for (const [depName, list] of Object.entries(byDepartment)) {
      const dep = deps.find((d) => d.name === depName);
      if (!dep) throw new Error(`buildRundown: no department "${depName}"`);
      for (const task of list) tasks.push(await buildTask(t, token, { cueId: cue.id, departmentId: dep.id, ...task }));
    }
  }
  return { eventId: event.id, showCallerCode: event.showCallerCode, departments: deps, cues: made, tasks };
}

/** A session token for an access code (department or show caller). */
export async function codeToken(t: TestApp, code: string): Promise<string> {
  const r = await t.call('POST', '/api/access', { code });
  if (r.status !== 200) throw new Error(`access: ${r.status}`);
  return r.parse(accessResponseSchema).token;
}
