import type { Announcement } from './announcements';
import { showCallerParams } from './announcements';
import { speak } from './speech';
import { showCallerVoiceStore } from './useVoiceSettings';
import { appFormatLocale } from '@/i18n/appI18n';
import './announcementWords';

/** Speaks with the show caller's saved voice and its scaling; silent when speech is missing. */
export function speakAnnouncement(a: Announcement): boolean {
  const voice = showCallerVoiceStore.get();
  return speak(a.text, { ...showCallerParams(voice, a.kind), voiceURI: voice.voiceURI, lang: appFormatLocale() });
}
