import { describe, expect, it, vi } from 'vitest';
import { CHIMES, createChimePlayer, type ChimeKind } from './crewChime';

/** Records what a chime schedules: notes started and stopped, gain envelopes. */
function fakeAudio(initial: AudioContextState = 'suspended') {
  const started: Array<{ hz: number; at: number; stop: number }> = [];
  const ramps: number[][] = [];
  let resumed = 0;
  class FakeContext {
    state: AudioContextState = initial;
    currentTime = 5;
    destination = {};
    resume() {
      resumed += 1;
      this.state = 'running';
      return Promise.resolve();
    }
    createOscillator() {
      const note = { hz: 0, at: -1, stop: -1 };
      return {
        type: 'square',
        frequency: { setValueAtTime: (hz: number) => void (note.hz = hz) },
        connect: vi.fn(),
        start: (at: number) => {
          note.at = at;
          started.push(note);
        },
        stop: (at: number) => void (note.stop = at),
      };
    }
    createGain() {
      const ramp: number[] = [];
      ramps.push(ramp);
      return {
        connect: vi.fn(),
        gain: {
          setValueAtTime: (v: number) => void ramp.push(v),
          linearRampToValueAtTime: (v: number) => void ramp.push(v),
          exponentialRampToValueAtTime: (v: number) => void ramp.push(v),
        },
      };
    }
    createBuffer() {
      return {};
    }
    createBufferSource() {
      return { buffer: null, connect: vi.fn(), start: vi.fn() };
    }
  }
  return { Class: FakeContext as unknown as new () => AudioContext, started, ramps, resumes: () => resumed };
}

describe('the crew chime', () => {
  it('never throws and stays silent without Web Audio (jsdom has none)', () => {
    expect(typeof window.AudioContext).toBe('undefined');
    const player = createChimePlayer();
    expect(player.unlock()).toBe(false);
    expect(player.play('message')).toBe(false);
    const throwing = createChimePlayer(() => {
      throw new Error('blocked');
    });
    expect(() => throwing.unlock()).not.toThrow();
    expect(throwing.play('go')).toBe(false);
  });

  it('plays nothing until a tap unlocks the audio, then each note with an envelope from silence back to silence', () => {
    const audio = fakeAudio();
    const player = createChimePlayer(() => audio.Class);
    expect(player.play('message')).toBe(false);
    player.unlock();
    expect(audio.resumes()).toBe(1);
    expect(player.play('message')).toBe(true);
    expect(audio.started.map((n) => n.hz)).toEqual(CHIMES.message.map((n) => n.hz));
    for (const [i, note] of CHIMES.message.entries()) {
      const s = audio.started[i]!;
      expect(s.at).toBeCloseTo(5.01 + note.at);
      expect(s.stop).toBeGreaterThan(s.at + note.length);
      expect(audio.ramps[i]![0]).toBe(0);
      expect(audio.ramps[i]!.at(-1)).toBeLessThan(0.01);
    }
    // Unlocking again while audio runs does not resume it again.
    expect(player.unlock()).toBe(true);
    expect(audio.resumes()).toBe(1);
  });

  it('tells STANDBY, GO and a message apart', () => {
    const kinds: ChimeKind[] = ['message', 'standby', 'go'];
    const shapes = kinds.map((k) => JSON.stringify(CHIMES[k].map((n) => [n.hz, n.at])));
    expect(new Set(shapes).size).toBe(kinds.length);
    for (const k of kinds) expect(Math.max(...CHIMES[k].map((n) => n.at + n.length))).toBeLessThanOrEqual(1);
  });
});
