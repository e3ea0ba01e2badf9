/**
 * The Web Speech wrapper. Every function is silent (returns false / []) when the browser has no
 * speechSynthesis, so nothing else needs to check.
 */
import type { UtteranceParams } from './announcements';

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** iPhone, iPad (which may report itself as a Mac with touch) and iPod. */
export function isIOS(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** iOS drops an utterance queued right after cancel(); it needs a short pause first. */
export const IOS_SPEECH_DELAY_MS = 100;

export function getVoices(): SpeechSynthesisVoice[] {
  if (!speechAvailable()) return [];
  try {
    return window.speechSynthesis.getVoices();
  } catch {
    return [];
  }
}

export interface SpeakOptions extends UtteranceParams {
  voiceURI?: string;
  /** The language of `text` (a BCP 47 tag), when no voice is chosen. */
  lang?: string;
}

/** "de-DE" and "de" are one language; "pt-BR" and "pt-PT" too (a voice speaks either well enough). */
export function sameLanguage(a: string, b: string): boolean {
  return a.split(/[-_]/)[0]?.toLowerCase() === b.split(/[-_]/)[0]?.toLowerCase();
}

/** Speaks `text`, cutting off whatever was being said (the newest call matters most). */
export function speak(text: string, options: SpeakOptions): boolean {
  if (!speechAvailable() || text.trim() === '') return false;
  try {
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = options.rate;
    utterance.pitch = options.pitch;
    utterance.volume = options.volume;
    const chosen = options.voiceURI ? getVoices().find((v) => v.voiceURI === options.voiceURI) : undefined;
    // A voice of another language would mangle the words: the words' language wins over the choice.
    const voice = chosen && (!options.lang || sameLanguage(chosen.lang, options.lang)) ? chosen : undefined;
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else if (options.lang) {
      // No chosen voice: the browser picks one for the page's language.
      utterance.lang = options.lang;
    }
    synth.cancel();
    if (isIOS()) window.setTimeout(() => synth.speak(utterance), IOS_SPEECH_DELAY_MS);
    else synth.speak(utterance);
    return true;
  } catch {
    return false;
  }
}
