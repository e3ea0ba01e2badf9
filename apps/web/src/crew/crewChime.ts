/**
 * A short chime on the crew phone (docs/decisions/0017-stage-display-and-crew-talk.md): a few sine notes made with the Web Audio
 * API, each with a quick attack and a decay, so there is no audio file to load or cache. Browsers start
 * audio only after a tap on the page: `unlock` is called from the Join tap and from every tap on the
 * crew view (a phone call can suspend the audio again), and `play` stays quiet until then rather
 * than queueing chimes that would all ring at the next tap. Never throws: a browser without Web
 * Audio (or jsdom) simply has no chime.
 */
export type ChimeKind = 'message' | 'standby' | 'go';

export interface Note {
  /** Pitch in Hz. */
  hz: number;
  /** Start, seconds after the chime begins. */
  at: number;
  /** Length in seconds, decay included. */
  length: number;
}

/** A rising pair for a message, two even pips to stand by, one long higher note to go. */
export const CHIMES: Record<ChimeKind, readonly Note[]> = {
  message: [
    { hz: 880, at: 0, length: 0.2 },
    { hz: 1320, at: 0.16, length: 0.35 },
  ],
  standby: [
    { hz: 660, at: 0, length: 0.16 },
    { hz: 660, at: 0.24, length: 0.16 },
  ],
  go: [{ hz: 988, at: 0, length: 0.55 }],
};

const PEAK = 0.3;
const ATTACK_S = 0.01;

export interface ChimePlayer {
  /** Call inside a tap: creates or resumes the AudioContext. True once audio runs. */
  unlock: () => boolean;
  /** Plays a chime if audio runs; false (and silent) otherwise. */
  play: (kind: ChimeKind) => boolean;
}

type AudioContextClass = new () => AudioContext;

/** A function, so TypeScript reads the state afresh after resume() (it changes outside our code). */
const running = (c: AudioContext): boolean => c.state === 'running';

/** The browser's AudioContext class, or the older webkit one; undefined where there is none. */
export function browserAudioContext(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

function scheduleNote(ctx: AudioContext, note: Note, start: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  const begin = start + note.at;
  const end = begin + note.length;
  osc.type = 'sine';
  osc.frequency.setValueAtTime(note.hz, begin);
  gain.gain.setValueAtTime(0, begin);
  gain.gain.linearRampToValueAtTime(PEAK, begin + ATTACK_S);
  gain.gain.exponentialRampToValueAtTime(0.001, end);
  osc.connect(gain);
  gain.connect(ctx.destination);
  osc.start(begin);
  osc.stop(end + 0.02);
}

export function createChimePlayer(getClass: () => AudioContextClass | undefined = browserAudioContext): ChimePlayer {
  let ctx: AudioContext | null = null;
  let failed = false;

  const context = (): AudioContext | null => {
    if (ctx || failed) return ctx;
    try {
      const Class = getClass();
      if (Class) ctx = new Class();
      else failed = true;
    } catch {
      failed = true;
    }
    return ctx;
  };

  return {
    unlock() {
      const c = context();
      if (!c) return false;
      if (running(c)) return true;
      try {
        c.resume().catch(() => undefined);
        // Older iOS Safari also wants a sound started inside the tap: one silent sample.
        const silent = c.createBufferSource();
        silent.buffer = c.createBuffer(1, 1, 22050);
        silent.connect(c.destination);
        silent.start(0);
      } catch {
        // Audio stays locked; the next tap tries again.
      }
      return running(c);
    },
    play(kind) {
      const c = ctx;
      if (!c || !running(c)) return false;
      try {
        const start = c.currentTime + 0.01;
        for (const note of CHIMES[kind]) scheduleNote(c, note, start);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** This page's one chime player. */
export const chime = createChimePlayer();
