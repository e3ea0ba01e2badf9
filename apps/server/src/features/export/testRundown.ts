/** Test helper: builds a small coloured rundown through the real routes (export, import and report tests). */
import type { Cue, Department, Task } from '@showcaller/shared';
import type { TestApp } from '../../test/harness.js';

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
  const ev = await t.call<{ id: number; showCallerCode: string }>('POST', '/api/events', { name, date: '2026-12-01' }, token);
  if (ev.status !== 201) throw new Error(`event: ${ev.status}`);
  const eventId = ev.body.id;
  const deps: Department[] = [];
  for (const d of departments) {
    const r = await t.call<Department>('POST', '/api/departments', { eventId, name: d }, token);
    if (r.status !== 201) throw new Error(`department: ${r.status}`);
    deps.push(r.body);
  }
  const made: Cue[] = [];
  const tasks: Task[] = [];
  for (const c of cues) {
    const r = await t.call<Cue>(
      'POST',
      '/api/cues',
      { eventId, time: c.time, action: c.action, notes: c.notes, duration: c.duration, colorMark: c.colorMark },
      token,
    );
    if (r.status !== 201) throw new Error(`cue: ${r.status} ${JSON.stringify(r.body)}`);
    made.push(r.body);
    for (const [depName, list] of Object.entries(c.tasks)) {
      const dep = deps.find((d) => d.name === depName)!;
      for (const task of list) {
        const tr = await t.call<Task>('POST', '/api/tasks', { cueId: r.body.id, departmentId: dep.id, ...task }, token);
        if (tr.status !== 201) throw new Error(`task: ${tr.status}`);
        tasks.push(tr.body);
      }
    }
  }
  return { eventId, showCallerCode: ev.body.showCallerCode, departments: deps, cues: made, tasks };
}

/** A session token for an access code (department or show caller). */
export async function codeToken(t: TestApp, code: string): Promise<string> {
  const r = await t.call<{ token: string }>('POST', '/api/access', { code });
  if (r.status !== 200) throw new Error(`access: ${r.status}`);
  return r.body.token;
}
