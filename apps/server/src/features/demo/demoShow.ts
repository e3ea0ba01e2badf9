/** The sample show behind "Try Demo": a one-day tech conference a show caller would recognise. */
export interface DemoCue {
  time: string;
  action: string;
  duration: number;
  notes?: string;
  colorMark?: string;
  tasks?: Record<string, Array<{ description: string; color?: string }>>;
}

export const DEMO_DEPARTMENTS = ['Sound', 'Light', 'Stage', 'Camera', 'LED'] as const;

const RED = '#FF69B4';
const PURPLE = '#800080';
const GREEN = '#006400';

export const DEMO_CUES: DemoCue[] = [
  {
    time: '08:30:00',
    action: 'Doors open – walk-in music',
    duration: 1800,
    notes: 'Playlist A at -20 dB',
    tasks: {
      Sound: [{ description: 'Walk-in playlist A' }],
      Light: [{ description: 'House at 80%, stage wash blue' }],
      LED: [{ description: 'Sponsor loop' }],
    },
  },
  {
    time: '09:00:00',
    action: 'Five-minute call',
    duration: 60,
    tasks: { Stage: [{ description: 'Presenters to side stage', color: RED }], Sound: [{ description: 'VOG: five minutes' }] },
  },
  {
    time: '09:01:00',
    action: 'Voice of God – welcome',
    duration: 60,
    colorMark: PURPLE,
    tasks: { Sound: [{ description: 'VOG mic live', color: RED }], Light: [{ description: 'House to 30%' }] },
  },
  {
    time: '09:02:00',
    action: 'Opener video',
    duration: 150,
    notes: 'Audio embedded, check level',
    tasks: {
      LED: [{ description: 'Play OPENER.mov', color: RED }],
      Sound: [{ description: 'Video playback fader up' }],
      Light: [{ description: 'Blackout stage' }],
    },
  },
  {
    time: '09:04:30',
    action: 'Host walk-on',
    duration: 30,
    tasks: {
      Light: [{ description: 'Spot 1 pickup' }],
      Camera: [{ description: 'Cam 2 wide follow' }],
      Sound: [{ description: 'Host HH1 unmute', color: RED }],
    },
  },
  {
    time: '09:05:00',
    action: 'Host welcome and housekeeping',
    duration: 300,
    tasks: { LED: [{ description: 'Housekeeping slides' }], Camera: [{ description: 'Cam 1 mid shot' }] },
  },
  { time: '09:10:00', action: 'Keynote introduction', duration: 60, tasks: { LED: [{ description: 'Keynote title card' }] } },
  {
    time: '09:11:00',
    action: 'Keynote: The next decade',
    duration: 2400,
    colorMark: GREEN,
    notes: 'Clicker on lectern; confidence monitor on',
    tasks: {
      Sound: [{ description: 'Lav L1 live', color: RED }],
      LED: [{ description: 'Keynote deck from laptop B', color: PURPLE }],
      Camera: [{ description: 'Cam 1 tight, Cam 3 audience' }],
      Stage: [{ description: 'Water on lectern' }],
    },
  },
  {
    time: '09:51:00',
    action: 'Keynote Q&A',
    duration: 600,
    tasks: { Stage: [{ description: 'Runners with handhelds 3 and 4', color: RED }], Sound: [{ description: 'HH3, HH4 live' }] },
  },
  {
    time: '10:01:00',
    action: 'Panel set change',
    duration: 180,
    notes: 'Four chairs, one table',
    tasks: {
      Stage: [{ description: 'Strike lectern, set panel chairs', color: RED }],
      Light: [{ description: 'Work light on stage' }],
      Sound: [{ description: 'Change-over music' }],
    },
  },
  {
    time: '10:04:00',
    action: 'Panel: Building for scale',
    duration: 2700,
    tasks: {
      Sound: [{ description: 'Lavs L2–L5 live' }],
      Camera: [{ description: 'Two-shots on speakers' }],
      LED: [{ description: 'Panel lower thirds' }],
    },
  },
  {
    time: '10:49:00',
    action: 'Morning break',
    duration: 1200,
    tasks: {
      Sound: [{ description: 'Break playlist' }],
      LED: [{ description: 'Break countdown 20:00', color: PURPLE }],
      Light: [{ description: 'House to 80%' }],
    },
  },
  { time: '11:09:00', action: 'Two-minute call', duration: 60, tasks: { Stage: [{ description: 'Speaker to side stage' }] } },
  { time: '11:10:00', action: 'Breakout intro', duration: 120, tasks: { LED: [{ description: 'Breakout schedule slide' }] } },
  {
    time: '11:12:00',
    action: 'Product demo',
    duration: 1500,
    colorMark: RED,
    notes: 'Demo laptop on switcher input 3',
    tasks: {
      LED: [{ description: 'Switch to input 3', color: RED }],
      Sound: [{ description: 'Laptop audio DI' }],
      Camera: [{ description: 'Cam 2 on demo desk' }],
    },
  },
  {
    time: '11:37:00',
    action: 'Customer story video',
    duration: 240,
    tasks: { LED: [{ description: 'Play CUSTOMER.mov' }], Light: [{ description: 'Stage dim to 10%' }] },
  },
  {
    time: '11:41:00',
    action: 'Fireside chat',
    duration: 1800,
    tasks: {
      Stage: [{ description: 'Two armchairs and side table' }],
      Sound: [{ description: 'Lavs L6, L7' }],
      Light: [{ description: 'Warm look preset 12' }],
    },
  },
  {
    time: '12:11:00',
    action: 'Awards',
    duration: 900,
    colorMark: PURPLE,
    notes: 'Trophies stage left',
    tasks: {
      Stage: [{ description: 'Trophy table stage left', color: RED }],
      Sound: [{ description: 'Stinger on each winner' }],
      LED: [{ description: 'Winner cards 1–5' }],
    },
  },
  { time: '12:26:00', action: 'Closing remarks', duration: 300, tasks: { Camera: [{ description: 'Cam 1 host' }] } },
  { time: '12:31:00', action: 'Lunch announcement', duration: 60, tasks: { Sound: [{ description: 'VOG: lunch is served' }] } },
  {
    time: '12:32:00',
    action: 'Walk-out music',
    duration: 900,
    tasks: {
      Sound: [{ description: 'Walk-out playlist B' }],
      Light: [{ description: 'House full' }],
      LED: [{ description: 'Thank-you slide' }],
    },
  },
  {
    time: '12:47:00',
    action: 'Stage reset for afternoon',
    duration: 1800,
    tasks: { Stage: [{ description: 'Reset lectern' }], Light: [{ description: 'Record cue 20' }] },
  },
];
