/**
 * Default voice settings for new shows, kept in this browser (localStorage `showCallerVoiceDefaults`).
 * Ranges are docs/product.md#validation's sliders; defaults are docs/product.md#constants (rate 1, pitch 1, volume 1).
 */
import { safeStorage } from '@/lib/storage';

export const VOICE_DEFAULTS_KEY = 'showCallerVoiceDefaults';

export interface VoiceDefaults {
  rate: number;
  pitch: number;
  volume: number;
  enabled: boolean;
  announceOvertime: boolean;
}

export type VoiceNumberKey = 'rate' | 'pitch' | 'volume';

export const VOICE_RANGES: Record<VoiceNumberKey, { min: number; max: number; step: number }> = {
  rate: { min: 0.5, max: 2, step: 0.1 },
  pitch: { min: 0.5, max: 1.5, step: 0.1 },
  volume: { min: 0, max: 1, step: 0.05 },
};

export const DEFAULT_VOICE: VoiceDefaults = { rate: 1, pitch: 1, volume: 1, enabled: true, announceOvertime: true };

/** Clamp to the range and snap to its step (floating point noise from sliders stays out of storage). */
export function clampVoice(key: VoiceNumberKey, value: number): number {
  const { min, max, step } = VOICE_RANGES[key];
  if (!Number.isFinite(value)) return DEFAULT_VOICE[key];
  const snapped = Math.round((Math.min(max, Math.max(min, value)) - min) / step) * step + min;
  return Math.round(snapped * 100) / 100;
}

function readNumber(raw: Record<string, unknown>, key: VoiceNumberKey): number {
  const value = raw[key];
  return typeof value === 'number' ? clampVoice(key, value) : DEFAULT_VOICE[key];
}

function readBoolean(raw: Record<string, unknown>, key: 'enabled' | 'announceOvertime'): boolean {
  const value = raw[key];
  return typeof value === 'boolean' ? value : DEFAULT_VOICE[key];
}

/** What is stored, with anything missing or broken replaced by the default. */
export function readVoiceDefaults(): VoiceDefaults {
  const stored = safeStorage.get(VOICE_DEFAULTS_KEY);
  if (!stored) return { ...DEFAULT_VOICE };
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return { ...DEFAULT_VOICE };
    const raw = parsed as Record<string, unknown>;
    return {
      rate: readNumber(raw, 'rate'),
      pitch: readNumber(raw, 'pitch'),
      volume: readNumber(raw, 'volume'),
      enabled: readBoolean(raw, 'enabled'),
      announceOvertime: readBoolean(raw, 'announceOvertime'),
    };
  } catch {
    return { ...DEFAULT_VOICE };
  }
}

export function saveVoiceDefaults(value: VoiceDefaults): void {
  safeStorage.set(VOICE_DEFAULTS_KEY, JSON.stringify(value));
}
