/**
 * Both voice objects as small shared stores: the header toggles, the Voice Settings dialog and the
 * announcer read the same values, and every change is saved to localStorage at once.
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  readShowCallerVoice,
  readVoiceSettings,
  saveShowCallerVoice,
  saveVoiceSettings,
  SHOW_CALLER_VOICE_KEY,
  VOICE_SETTINGS_KEY,
  type ShowCallerVoiceSettings,
  type VoiceSettings,
} from './settings';
import { getVoices, speechAvailable } from './speech';

interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function storedValue<T>(key: string, read: () => T, save: (value: T) => void): Store<T> {
  let value: T | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key !== key && e.key !== null) return;
    value = read();
    notify();
  };
  return {
    get: () => (value ??= read()),
    set: (next) => {
      value = next;
      save(next);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.removeEventListener('storage', onStorage);
          // Re-read on the next use: tests and other tabs may have changed storage meanwhile.
          value = null;
        }
      };
    },
  };
}

export const voiceSettingsStore = storedValue<VoiceSettings>(VOICE_SETTINGS_KEY, readVoiceSettings, saveVoiceSettings);
export const showCallerVoiceStore = storedValue<ShowCallerVoiceSettings>(SHOW_CALLER_VOICE_KEY, readShowCallerVoice, saveShowCallerVoice);

function useStore<T extends object>(store: Store<T>): [T, (patch: Partial<T>) => void] {
  const value = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback((patch: Partial<T>) => store.set({ ...store.get(), ...patch }), [store]);
  return [value, update];
}

export function useVoiceSettings() {
  return useStore(voiceSettingsStore);
}

export function useShowCallerVoice() {
  return useStore(showCallerVoiceStore);
}

function subscribeVoices(listener: () => void): () => void {
  if (!speechAvailable()) return () => undefined;
  const synth = window.speechSynthesis;
  synth.addEventListener('voiceschanged', listener);
  return () => synth.removeEventListener('voiceschanged', listener);
}

let voicesCache: { key: string; voices: SpeechSynthesisVoice[] } = { key: '', voices: [] };

function voicesSnapshot(): SpeechSynthesisVoice[] {
  const voices = getVoices();
  const key = voices.map((v) => v.voiceURI).join('|');
  if (key !== voicesCache.key) voicesCache = { key, voices };
  return voicesCache.voices;
}

/** speechSynthesis.getVoices(), updated when the browser finishes loading them. */
export function useVoices(): SpeechSynthesisVoice[] {
  return useSyncExternalStore(subscribeVoices, voicesSnapshot, () => voicesCache.voices);
}
