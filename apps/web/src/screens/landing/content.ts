import type { AppMessageKey } from '@showcaller/shared';
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
  title: AppMessageKey;
  text: AppMessageKey;
}

/** The feature claims of docs/product.md#who-it-is-for. */
export const FEATURES: LandingItem[] = [
  {
    icon: ListOrdered,
    title: 'general.landing.feature.rundown.title',
    text: 'general.landing.feature.rundown.text',
  },
  {
    icon: Timer,
    title: 'general.landing.feature.timing.title',
    text: 'general.landing.feature.timing.text',
  },
  {
    icon: Users,
    title: 'general.landing.feature.departments.title',
    text: 'general.landing.feature.departments.text',
  },
  {
    icon: Mic2,
    title: 'general.landing.feature.voice.title',
    text: 'general.landing.feature.voice.text',
  },
  {
    icon: ListChecks,
    title: 'general.landing.feature.status.title',
    text: 'general.landing.feature.status.text',
  },
  {
    icon: Layers,
    title: 'general.landing.feature.multiEvent.title',
    text: 'general.landing.feature.multiEvent.text',
  },
  {
    icon: Lock,
    title: 'general.landing.feature.access.title',
    text: 'general.landing.feature.access.text',
  },
  {
    icon: FileSpreadsheet,
    title: 'general.landing.feature.excel.title',
    text: 'general.landing.feature.excel.text',
  },
];

export const USE_CASES: LandingItem[] = [
  {
    icon: Building2,
    title: 'general.landing.use.conferences.title',
    text: 'general.landing.use.conferences.text',
  },
  { icon: Theater, title: 'general.landing.use.theatre.title', text: 'general.landing.use.theatre.text' },
  { icon: Music, title: 'general.landing.use.concerts.title', text: 'general.landing.use.concerts.text' },
  { icon: Tv, title: 'general.landing.use.broadcast.title', text: 'general.landing.use.broadcast.text' },
  { icon: Church, title: 'general.landing.use.worship.title', text: 'general.landing.use.worship.text' },
];

export const FREE_POINTS = [
  'general.landing.free.point1',
  'general.landing.free.point2',
  'general.landing.free.point3',
] as const satisfies readonly AppMessageKey[];
