/** What is spoken, and how (docs/product.md#running-the-show). Pure functions; speech.ts does the talking. */
import type { CueStatus, CueStatusValue } from '@showcaller/shared';
import type { AutoSpeak } from './settings';

export type AnnouncementKind = 'standby' | 'go' | 'hold' | 'newCue' | 'overtime';

export interface AnnouncedCue {
  number: number;
  action: string;
}

export interface Announcement {
  kind: AnnouncementKind;
  text: string;
}

type Words = (kind: AnnouncementKind, cue: AnnouncedCue) => string;
let words: Words = () => '';

/**
 * Who words the announcements: the main app sets its language's (announcementWords.ts, loaded with
 * speakAnnouncement.ts); the crew phone runs the same rules and speaks its own catalog's words
 * (crew/crewVoice.ts), so this module never pulls the app's catalogs into the crew page.
 */
export function setAnnouncementWords(w: Words): void {
  words = w;
}

/** The words are made when read, in the language of whoever set them (setAnnouncementWords). */
export function announcement(kind: AnnouncementKind, cue: AnnouncedCue): Announcement {
  return {
    kind,
    get text() {
      return words(kind, cue);
    },
  };
}

/** CALL speaks the current cue in its status's words (a cue not yet called is a standby call). */
export function callAnnouncement(status: CueStatusValue, cue: AnnouncedCue): Announcement {
  switch (status) {
    case 'go':
      return announcement('go', cue);
    case 'hold':
      return announcement('hold', cue);
    case 'standby':
    case 'idle':
      return announcement('standby', cue);
    default:
      status satisfies never;
      return announcement('standby', cue);
  }
}

/**
 * The automatic announcement for a status change seen from the server (whoever pressed the button):
 * standby and go follow autoSpeak.onStandby / onGo when the status or the cue changed; a new current
 * cue without one of those is "New cue N" when autoSpeak.onCueChange. The first status seen is not a change,
 * and pressing the same status again is not either (CALL repeats a call).
 */
type StatusFields = Pick<CueStatus, 'status' | 'currentCueId' | 'version' | 'runningSince' | 'display'>;

export function autoAnnouncement(
  prev: StatusFields | null,
  next: StatusFields,
  cue: AnnouncedCue | null,
  autoSpeak: AutoSpeak,
): Announcement | null {
  if (!prev || !cue || next.version <= prev.version) return null;
  const cueChanged = prev.currentCueId !== next.currentCueId;
  // GO again restarts a running cue and a refresh re-arms a standing-by one: both are new calls.
  const statusChanged =
    prev.status !== next.status ||
    (next.status === 'go' && prev.runningSince !== next.runningSince) ||
    (next.status === 'standby' && next.display === 'refresh');
  if (statusChanged || cueChanged) {
    if (next.status === 'standby' && autoSpeak.onStandby) return announcement('standby', cue);
    if (next.status === 'go' && autoSpeak.onGo) return announcement('go', cue);
  }
  if (cueChanged && autoSpeak.onCueChange) return announcement('newCue', cue);
  return null;
}

export interface UtteranceParams {
  rate: number;
  pitch: number;
  volume: number;
}

/** Show-caller scaling: rate × 0.9; pitch × 1.1 for standby, × 1.2 for go (kept within what browsers accept). */
export function showCallerParams(base: UtteranceParams, kind: AnnouncementKind): UtteranceParams {
  const pitchFactor = kind === 'standby' ? 1.1 : kind === 'go' ? 1.2 : 1;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    rate: round(Math.min(10, Math.max(0.1, base.rate * 0.9))),
    pitch: round(Math.min(2, Math.max(0, base.pitch * pitchFactor))),
    volume: Math.min(1, Math.max(0, base.volume)),
  };
}
