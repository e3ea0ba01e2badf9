/**
 * The sample production behind "Try Demo" (README.md#try-demo): a two-day conference in three
 * rooms, beside the sample show (demoShow.ts). The main hall runs the sample show's cues; the
 * breakout rooms run sessions a conference's room crews would recognise. docs/decisions/0026-productions.md.
 */
import { DEMO_CUES, type DemoCue } from './demoShow.js';

export const DEMO_PRODUCTION = {
  name: 'DevSummit (demo)',
  timeZone: 'Europe/Berlin',
  rooms: ['Main Hall', 'Room A', 'Room B'] as const,
};

export type DemoRoom = (typeof DEMO_PRODUCTION.rooms)[number];

export interface DemoProductionEvent {
  /** 0: the first day, 1: the second. */
  day: 0 | 1;
  room: DemoRoom;
  name: string;
  description: string;
  departments: readonly string[];
  cues: readonly DemoCue[];
}

const RED = '#FF69B4';
const PURPLE = '#800080';

/** "09:30:00" plus `seconds`, as a cue's time. */
function after(start: string, seconds: number): string {
  const [h = 0, m = 0, s = 0] = start.split(':').map(Number);
  const t = h * 3600 + m * 60 + s + seconds;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(t / 3600))}:${pad(Math.floor((t % 3600) / 60))}:${pad(t % 60)}`;
}

/** A breakout room's day: doors, then each session with its change-over, then the room closing. */
function breakout(start: string, sessions: ReadonlyArray<{ title: string; minutes: number; note?: string; video?: boolean }>): DemoCue[] {
  const cues: DemoCue[] = [];
  let at = start;
  const push = (c: DemoCue) => {
    cues.push({ ...c, time: at });
    at = after(at, c.duration);
  };
  push({
    time: at,
    action: 'Doors open – room walk-in',
    duration: 600,
    tasks: { Sound: [{ description: 'Walk-in playlist' }], Light: [{ description: 'Room at 80%' }] },
  });
  sessions.forEach((s, i) => {
    push({
      time: at,
      action: `Speaker intro – ${s.title}`,
      duration: 60,
      tasks: { Sound: [{ description: 'Lectern mic live', color: RED }], Stage: [{ description: 'Clicker and water on lectern' }] },
    });
    push({
      time: at,
      action: s.title,
      duration: s.minutes * 60,
      ...(s.note ? { notes: s.note } : {}),
      ...(s.video ? { colorMark: PURPLE } : {}),
      tasks: {
        Sound: [{ description: 'Lav on speaker' }],
        Light: [{ description: 'Stage wash, house 30%' }],
        ...(s.video ? { Stage: [{ description: 'Demo laptop on input 2', color: PURPLE }] } : {}),
      },
    });
    if (i < sessions.length - 1)
      push({
        time: at,
        action: 'Change-over',
        duration: 600,
        tasks: { Stage: [{ description: 'Swap laptops, reset lectern' }], Sound: [{ description: 'Change-over music' }] },
      });
  });
  push({
    time: at,
    action: 'Room closes – walk-out music',
    duration: 300,
    tasks: { Sound: [{ description: 'Walk-out playlist' }], Light: [{ description: 'House full' }] },
  });
  return cues;
}

const ROOM_DEPARTMENTS = ['Sound', 'Light', 'Stage'] as const;
const HALL_DEPARTMENTS = ['Sound', 'Light', 'Stage', 'Camera', 'LED'] as const;

/** The hall's first morning is the sample show up to lunch; its second day opens with keynotes and closes the conference. */
const HALL_DAY_ONE = DEMO_CUES.slice(0, 20);
const HALL_DAY_TWO: DemoCue[] = [
  ...DEMO_CUES.slice(0, 3),
  { time: '09:02:00', action: 'Day 2 recap video', duration: 120, tasks: { LED: [{ description: 'Play RECAP.mov', color: RED }] } },
  ...breakout('08:54:00', [
    { title: 'Keynote: Shipping on a Friday', minutes: 40, note: 'Confidence monitor on' },
    { title: 'Panel: Open source in production', minutes: 45 },
  ]).slice(1, -1),
  {
    time: '10:41:00',
    action: 'Closing remarks and thank-yous',
    duration: 600,
    colorMark: PURPLE,
    tasks: { Camera: [{ description: 'Cam 1 host' }], LED: [{ description: 'Sponsor thank-you slide' }] },
  },
  {
    time: '10:51:00',
    action: 'Walk-out music',
    duration: 900,
    tasks: { Sound: [{ description: 'Walk-out playlist B' }], Light: [{ description: 'House full' }] },
  },
];

export const DEMO_PRODUCTION_EVENTS: readonly DemoProductionEvent[] = [
  {
    day: 0,
    room: 'Main Hall',
    name: 'Day 1 – Opening plenary',
    description: 'The opening morning in the main hall: welcome, keynote, panel, awards.',
    departments: HALL_DEPARTMENTS,
    cues: HALL_DAY_ONE,
  },
  {
    day: 0,
    room: 'Room A',
    name: 'Day 1 – Workshops',
    description: 'Hands-on sessions; laptops on the lectern input.',
    departments: ROOM_DEPARTMENTS,
    cues: breakout('10:00:00', [
      { title: 'Workshop: Observability from scratch', minutes: 50, video: true },
      { title: 'Workshop: Testing with real databases', minutes: 50, video: true },
    ]),
  },
  {
    day: 0,
    room: 'Room B',
    name: 'Day 1 – Talks',
    description: 'Short talks back to back.',
    departments: ROOM_DEPARTMENTS,
    cues: breakout('10:00:00', [
      { title: 'Talk: Ten years of one monolith', minutes: 30 },
      { title: 'Talk: Accessibility is a feature', minutes: 30 },
      { title: 'Talk: The cost of a millisecond', minutes: 30, note: 'Speaker plays a short video at the end' },
    ]),
  },
  {
    day: 1,
    room: 'Main Hall',
    name: 'Day 2 – Keynotes and closing',
    description: 'The second morning and the close of the conference.',
    departments: HALL_DEPARTMENTS,
    cues: HALL_DAY_TWO,
  },
  {
    day: 1,
    room: 'Room A',
    name: 'Day 2 – Panels',
    description: 'Two moderated panels with audience questions.',
    departments: ROOM_DEPARTMENTS,
    cues: breakout('11:00:00', [
      { title: 'Panel: Hiring juniors again', minutes: 45, note: 'Two handhelds for audience questions' },
      { title: 'Panel: Running events on open tools', minutes: 45 },
    ]),
  },
  {
    day: 1,
    room: 'Room B',
    name: 'Day 2 – Demos',
    description: 'Live product demos from the sponsors.',
    departments: ROOM_DEPARTMENTS,
    cues: breakout('11:00:00', [
      { title: 'Demo: From commit to stage in five minutes', minutes: 25, video: true },
      { title: 'Demo: A show caller on a phone', minutes: 25, video: true },
    ]),
  },
];
