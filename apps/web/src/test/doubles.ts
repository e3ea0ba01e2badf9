/** Test doubles shared by the main app's and the crew page's tests. */
import { vi } from 'vitest';

/** The URL of a fetch call's first argument. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A speechSynthesis that records what it was asked to say. */
export function stubSpeech() {
  const spoken: { text: string; rate: number; pitch: number; volume: number }[] = [];
  class Utterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    lang = '';
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    cancel: vi.fn(),
    speak: (u: Utterance) => spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume }),
    getVoices: () => [],
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  return spoken;
}
