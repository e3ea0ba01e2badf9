/**
 * Voice settings kept in this browser (docs/product.md#validation, docs/product.md#constants):
 * - `voiceSettings`: the crew-style object {rate, pitch, volume, voiceURI, autoSpeak{onStandby, onGo, onCueChange}};
 * - `showCallerVoiceSettings`: the show caller's {rate, pitch, volume, voiceURI, enabled, autoAnnounce, announceOvertime},
 *   first seeded from `showCallerVoiceDefaults` (written by the Settings screen) when present.
 * Reading never throws: anything missing or broken falls back to the default.
 */
import { safeStorage } from '@/lib/storage';

export const VOICE_SETTINGS_KEY = 'voiceSettings';
export const SHOW_CALLER_VOICE_KEY = 'showCallerVoiceSettings';
export const SHOW_CALLER_VOICE_DEFAULTS_KEY = 'showCallerVoiceDefaults';

export interface AutoSpeak {
  onStandby: boolean;
  onGo: boolean;
  onCueChange: boolean;
}

export interface VoiceSettings {
  rate: number;
  pitch: number;
  volume: number;
  /** '' = the browser's default voice. */
  voiceURI: string;
  autoSpeak: AutoSpeak;
}

export interface ShowCallerVoiceSettings {
  rate: number;
  pitch: number;
  volume: number;
  voiceURI: string;
  /** Voice on/off. */
  enabled: boolean;
  /** Auto (announce status changes) or Manual (only CALL speaks). */
  autoAnnounce: boolean;
  /** Speak "Over time" when a running cue's duration is up. */
  announceOvertime: boolean;
}

export type VoiceNumberKey = 'rate' | 'pitch' | 'volume';

/** Slider ranges of docs/product.md#validation. */
export const VOICE_RANGES: Record<VoiceNumberKey, { min: number; max: number; step: number }> = {
  rate: { min: 0.5, max: 2, step: 0.1 },
  pitch: { min: 0.5, max: 1.5, step: 0.1 },
  volume: { min: 0, max: 1, step: 0.05 },
};

export const DEFAULT_AUTO_SPEAK: AutoSpeak = { onStandby: true, onGo: true, onCueChange: false };
export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { rate: 1, pitch: 1, volume: 1, voiceURI: '', autoSpeak: DEFAULT_AUTO_SPEAK };
export const DEFAULT_SHOW_CALLER_VOICE: ShowCallerVoiceSettings = {
  rate: 1,
  pitch: 1,
  volume: 1,
  voiceURI: '',
  enabled: true,
  autoAnnounce: true,
  announceOvertime: true,
};

/** Clamp to the slider range and snap to its step. */
export function clampVoiceNumber(key: VoiceNumberKey, value: unknown, fallback = 1): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const { min, max, step } = VOICE_RANGES[key];
  const snapped = Math.round((Math.min(max, Math.max(min, value)) - min) / step) * step + min;
  return Math.round(snapped * 100) / 100;
}

type Raw = Record<string, unknown>;

function readObject(key: string): Raw | null {
  const stored = safeStorage.get(key);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Raw) : null;
  } catch {
    return null;
  }
}

const bool = (raw: Raw, key: string, fallback: boolean): boolean => (typeof raw[key] === 'boolean' ? raw[key] : fallback);
const text = (raw: Raw, key: string): string => (typeof raw[key] === 'string' ? raw[key] : '');

function readNumbers(raw: Raw, base: { rate: number; pitch: number; volume: number }) {
  return {
    rate: clampVoiceNumber('rate', raw.rate, base.rate),
    pitch: clampVoiceNumber('pitch', raw.pitch, base.pitch),
    volume: clampVoiceNumber('volume', raw.volume, base.volume),
  };
}

export function readVoiceSettings(): VoiceSettings {
  const raw = readObject(VOICE_SETTINGS_KEY);
  if (!raw) return { ...DEFAULT_VOICE_SETTINGS, autoSpeak: { ...DEFAULT_AUTO_SPEAK } };
  const auto = typeof raw.autoSpeak === 'object' && raw.autoSpeak !== null ? (raw.autoSpeak as Raw) : {};
  return {
    ...readNumbers(raw, DEFAULT_VOICE_SETTINGS),
    voiceURI: text(raw, 'voiceURI'),
    autoSpeak: {
      onStandby: bool(auto, 'onStandby', DEFAULT_AUTO_SPEAK.onStandby),
      onGo: bool(auto, 'onGo', DEFAULT_AUTO_SPEAK.onGo),
      onCueChange: bool(auto, 'onCueChange', DEFAULT_AUTO_SPEAK.onCueChange),
    },
  };
}

export function readShowCallerVoice(): ShowCallerVoiceSettings {
  const raw = readObject(SHOW_CALLER_VOICE_KEY);
  // Never saved on this browser: start from the Settings screen's defaults, if any.
  const base = raw ?? readObject(SHOW_CALLER_VOICE_DEFAULTS_KEY) ?? {};
  const d = DEFAULT_SHOW_CALLER_VOICE;
  return {
    ...readNumbers(base, d),
    voiceURI: text(base, 'voiceURI'),
    enabled: bool(base, 'enabled', d.enabled),
    autoAnnounce: bool(base, 'autoAnnounce', d.autoAnnounce),
    announceOvertime: bool(base, 'announceOvertime', d.announceOvertime),
  };
}

export function saveVoiceSettings(value: VoiceSettings): void {
  safeStorage.set(VOICE_SETTINGS_KEY, JSON.stringify(value));
}

export function saveShowCallerVoice(value: ShowCallerVoiceSettings): void {
  safeStorage.set(SHOW_CALLER_VOICE_KEY, JSON.stringify(value));
}
