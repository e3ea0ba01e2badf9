import {
  Building2,
  Church,
  FileSpreadsheet,
  Layers,
  ListChecks,
  ListOrdered,
  Lock,
  Mic2,
  Music,
  Theater,
  Timer,
  Tv,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface LandingItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The feature claims of docs/product.md#who-it-is-for. */
export const FEATURES: LandingItem[] = [
  {
    icon: ListOrdered,
    title: 'Comprehensive rundown',
    text: 'Numbered cues with start time, action, duration, notes and colour marks, reordered by drag and drop.',
  },
  {
    icon: Timer,
    title: 'Real-time timing',
    text: 'Server-kept countdowns for every cue, so the clock stays right on every screen, even after a laptop sleeps.',
  },
  {
    icon: Users,
    title: 'Department collaboration',
    text: 'Sound, light, stage, video and more each get their own task checklist for every cue.',
  },
  {
    icon: Mic2,
    title: 'Voice announcements',
    text: 'Cues can be spoken aloud for standby and go, with an over-time warning when a cue runs long.',
  },
  {
    icon: ListChecks,
    title: 'Status tracking',
    text: 'Standby, go and hold at a glance, with completed tasks ticked off live by each department.',
  },
  {
    icon: Layers,
    title: 'Multi-event support',
    text: 'Keep every show, rehearsal and tour date as its own event, each with its own rundown.',
  },
  {
    icon: Lock,
    title: 'Department-specific access controls',
    text: 'Crews join with a department access code and see only what they need. No accounts to manage.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Excel import/export',
    text: 'Bring rundowns in from a spreadsheet and export them to Excel or PDF for the paperwork.',
  },
];

export const USE_CASES: LandingItem[] = [
  {
    icon: Building2,
    title: 'Conferences',
    text: 'Keynotes, panels, walk-ons and breaks, called to the minute across stage, AV and streaming.',
  },
  { icon: Theater, title: 'Theatre', text: 'Light, sound and fly cues with standby calls, for rehearsals and every performance.' },
  { icon: Music, title: 'Concerts', text: 'Set lists, changeovers and effects cues shared with the whole production crew.' },
  { icon: Tv, title: 'Broadcast', text: 'Segment timing with live countdowns that camera, graphics and floor teams can follow.' },
  { icon: Church, title: 'Worship', text: 'Service orders for volunteers, with simple access codes instead of accounts.' },
];

export const FREE_POINTS = [
  'Unlimited events and departments',
  'Unlimited crew members with access codes',
  'Every feature included, no trial and no card',
] as const;
