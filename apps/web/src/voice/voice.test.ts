import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from '@/realtime/test/FakeWebSocket';
import { autoAnnouncement, callAnnouncement, showCallerParams } from './announcements';
import { announcementText } from './announcementWords';
import {
  DEFAULT_AUTO_SPEAK,
  readShowCallerVoice,
  readVoiceSettings,
  saveShowCallerVoice,
  SHOW_CALLER_VOICE_DEFAULTS_KEY,
  SHOW_CALLER_VOICE_KEY,
  VOICE_SETTINGS_KEY,
} from './settings';
import { isIOS, sameLanguage, speak } from './speech';
import { showCallerVoiceStore, voiceSettingsStore } from './useVoiceSettings';

const cue = { number: 3, action: 'Walk-in music' };

afterEach(() => vi.useRealTimers());

describe('announcement wording', () => {
  it('uses the exact phrases of the spec', () => {
    expect(announcementText('standby', cue)).toBe('STAND BY cue 3: Walk-in music');
    expect(announcementText('go', cue)).toBe('GO cue 3: Walk-in music');
    expect(announcementText('hold', cue)).toBe('HOLD cue 3: Walk-in music');
    expect(announcementText('newCue', cue)).toBe('New cue 3');
    expect(announcementText('overtime', cue)).toBe('Over time');
  });

  it('CALL speaks the current status (idle calls a standby)', () => {
    expect(callAnnouncement('go', cue).text).toBe('GO cue 3: Walk-in music');
    expect(callAnnouncement('hold', cue).text).toBe('HOLD cue 3: Walk-in music');
    expect(callAnnouncement('idle', cue).text).toBe('STAND BY cue 3: Walk-in music');
  });
});

describe('show-caller scaling', () => {
  it('rate × 0.9; pitch × 1.1 for standby and × 1.2 for go', () => {
    const base = { rate: 1, pitch: 1, volume: 0.8 };
    expect(showCallerParams(base, 'standby')).toEqual({ rate: 0.9, pitch: 1.1, volume: 0.8 });
    expect(showCallerParams(base, 'go')).toEqual({ rate: 0.9, pitch: 1.2, volume: 0.8 });
    expect(showCallerParams(base, 'hold')).toEqual({ rate: 0.9, pitch: 1, volume: 0.8 });
    expect(showCallerParams({ rate: 2, pitch: 1.5, volume: 1 }, 'go')).toEqual({ rate: 1.8, pitch: 1.8, volume: 1 });
  });
});

describe('autoSpeak rules', () => {
  const v1 = makeStatus({ version: 1, status: 'hold', currentCueId: 1 });
  it('announces standby and go by default, not the first status seen, not a cue change', () => {
    expect(autoAnnouncement(null, v1, cue, DEFAULT_AUTO_SPEAK)).toBeNull();
    expect(autoAnnouncement(v1, { ...v1, version: 2, status: 'standby' }, cue, DEFAULT_AUTO_SPEAK)?.text).toBe(
      'STAND BY cue 3: Walk-in music',
    );
    expect(autoAnnouncement(v1, { ...v1, version: 2, status: 'go', runningSince: 5 }, cue, DEFAULT_AUTO_SPEAK)?.text).toBe(
      'GO cue 3: Walk-in music',
    );
    expect(autoAnnouncement(v1, { ...v1, version: 2, currentCueId: 2 }, cue, DEFAULT_AUTO_SPEAK)).toBeNull();
    expect(autoAnnouncement(v1, { ...v1, version: 2 }, cue, DEFAULT_AUTO_SPEAK)).toBeNull();
  });

  it('follows the switches, and says "New cue N" on a cue change when asked', () => {
    const quiet = { onStandby: false, onGo: false, onCueChange: true };
    expect(autoAnnouncement(v1, { ...v1, version: 2, status: 'standby' }, cue, quiet)).toBeNull();
    expect(autoAnnouncement(v1, { ...v1, version: 2, currentCueId: 2 }, cue, quiet)?.text).toBe('New cue 3');
    // A stale or repeated version never speaks.
    expect(autoAnnouncement({ ...v1, version: 3 }, { ...v1, version: 2, status: 'go' }, cue, DEFAULT_AUTO_SPEAK)).toBeNull();
  });

  it('a refresh re-arms standby and GO again restarts a running cue', () => {
    const standby = { ...v1, status: 'standby' as const };
    expect(autoAnnouncement(standby, { ...standby, version: 2, display: 'refresh' }, cue, DEFAULT_AUTO_SPEAK)?.kind).toBe('standby');
    const go = { ...v1, status: 'go' as const, runningSince: 1 };
    expect(autoAnnouncement(go, { ...go, version: 2, runningSince: 9 }, cue, DEFAULT_AUTO_SPEAK)?.kind).toBe('go');
  });
});

describe('settings persistence', () => {
  it('reads defaults, clamps stored numbers and survives broken JSON', () => {
    expect(readVoiceSettings()).toEqual({ rate: 1, pitch: 1, volume: 1, voiceURI: '', autoSpeak: DEFAULT_AUTO_SPEAK });
    localStorage.setItem(
      VOICE_SETTINGS_KEY,
      JSON.stringify({ rate: 9, pitch: 0.1, volume: 0.33, voiceURI: 'x', autoSpeak: { onGo: false } }),
    );
    expect(readVoiceSettings()).toEqual({
      rate: 2,
      pitch: 0.5,
      volume: 0.35,
      voiceURI: 'x',
      autoSpeak: { onStandby: true, onGo: false, onCueChange: false },
    });
    localStorage.setItem(VOICE_SETTINGS_KEY, '{not json');
    expect(readVoiceSettings().rate).toBe(1);
  });

  it('seeds the show caller from showCallerVoiceDefaults until its own settings are saved', () => {
    localStorage.setItem(
      SHOW_CALLER_VOICE_DEFAULTS_KEY,
      JSON.stringify({ rate: 1.5, pitch: 1, volume: 0.5, enabled: false, announceOvertime: false }),
    );
    expect(readShowCallerVoice()).toMatchObject({ rate: 1.5, volume: 0.5, enabled: false, autoAnnounce: true, announceOvertime: false });
    saveShowCallerVoice({ ...readShowCallerVoice(), enabled: true, rate: 0.8 });
    expect(readShowCallerVoice()).toMatchObject({ rate: 0.8, enabled: true, announceOvertime: false });
  });

  it('stores write every change to localStorage under their keys', () => {
    // Test files share their modules (vitest.config.ts: isolate false): the stores are put back after.
    const before = { caller: showCallerVoiceStore.get(), settings: voiceSettingsStore.get() };
    const off = showCallerVoiceStore.subscribe(() => undefined);
    showCallerVoiceStore.set({ ...showCallerVoiceStore.get(), autoAnnounce: false });
    expect(JSON.parse(localStorage.getItem(SHOW_CALLER_VOICE_KEY)!)).toMatchObject({ autoAnnounce: false, enabled: true });
    voiceSettingsStore.set({ ...voiceSettingsStore.get(), autoSpeak: { onStandby: false, onGo: true, onCueChange: true } });
    expect(JSON.parse(localStorage.getItem(VOICE_SETTINGS_KEY)!)).toMatchObject({ autoSpeak: { onStandby: false, onCueChange: true } });
    showCallerVoiceStore.set(before.caller);
    voiceSettingsStore.set(before.settings);
    off();
  });
});

describe('speech', () => {
  it('is silent without speechSynthesis', () => {
    expect('speechSynthesis' in window).toBe(false);
    expect(speak('GO cue 1: x', { rate: 1, pitch: 1, volume: 1 })).toBe(false);
  });

  it('speaks with the given parameters, 100 ms late on iOS', () => {
    vi.useFakeTimers();
    const spoken: SpeechSynthesisUtterance[] = [];
    class Utterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: unknown = null;
      lang = '';
      constructor(public text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: SpeechSynthesisUtterance) => spoken.push(u), getVoices: () => [] });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(isIOS()).toBe(true);
    expect(speak('GO cue 1: x', { rate: 0.9, pitch: 1.2, volume: 1 })).toBe(true);
    expect(spoken).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(spoken[0]).toMatchObject({ text: 'GO cue 1: x', rate: 0.9, pitch: 1.2 });
  });
});

describe('the voice and the words’ language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the chosen voice only when it speaks the words’ language', () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    class Utterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      voice: unknown = null;
      lang = '';
      constructor(public text: string) {}
    }
    const anna = { voiceURI: 'anna', lang: 'de-DE' };
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: SpeechSynthesisUtterance) => spoken.push(u), getVoices: () => [anna] });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
    speak('GO Cue 1: Licht', { rate: 1, pitch: 1, volume: 1, voiceURI: 'anna', lang: 'de' });
    speak('TOP effet 1 : lumière', { rate: 1, pitch: 1, volume: 1, voiceURI: 'anna', lang: 'fr' });
    expect(spoken.map((u) => [u.voice, u.lang])).toEqual([
      [anna, 'de-DE'],
      [null, 'fr'],
    ]);
    expect(sameLanguage('pt-PT', 'pt')).toBe(true);
  });
});
