/**
 * Spoken announcements on the crew screen (docs/product.md#running-the-show): the shared wording and autoSpeak rules,
 * plus HOLD of the running cue (the caller stopping it is as urgent for crew as GO), spoken with
 * this browser's crew voice settings (no show-caller scaling).
 */
import type { CueStatus } from '@showcaller/shared';
import { announcement, autoAnnouncement, type AnnouncedCue, type Announcement } from '@/voice/announcements';
import type { AutoSpeak } from '@/voice/settings';
import { speak } from '@/voice/speech';
import { crewLocale, type Translate } from '@/i18n/crewI18n';
import { voiceSettingsStore } from '@/voice/useVoiceSettings';

type StatusFields = Pick<CueStatus, 'status' | 'currentCueId' | 'version' | 'runningSince' | 'display'>;

export function crewAnnouncement(
  prev: StatusFields | null,
  next: StatusFields,
  cue: AnnouncedCue | null,
  autoSpeak: AutoSpeak,
  t: Translate,
): Announcement | null {
  const a = englishAnnouncement(prev, next, cue, autoSpeak);
  return a && cue ? { kind: a.kind, text: spokenWords(a.kind, cue, t) } : a;
}

function englishAnnouncement(
  prev: StatusFields | null,
  next: StatusFields,
  cue: AnnouncedCue | null,
  autoSpeak: AutoSpeak,
): Announcement | null {
  const a = autoAnnouncement(prev, next, cue, autoSpeak);
  if (a || !prev || !cue || next.version <= prev.version) return a;
  const heldInPlace = next.status === 'hold' && prev.status !== 'hold' && prev.status !== 'idle' && prev.currentCueId === next.currentCueId;
  return heldInPlace && (autoSpeak.onGo || autoSpeak.onStandby) ? announcement('hold', cue) : null;
}

/** The announcement in the phone's language (docs/decisions/0038-i18n-lingui.md). */
function spokenWords(kind: Announcement['kind'], cue: AnnouncedCue, t: Translate): string {
  const values = { number: cue.number, action: cue.action };
  switch (kind) {
    case 'standby':
      return t('crew.say.standby', values);
    case 'go':
      return t('crew.say.go', values);
    case 'hold':
      return t('crew.say.hold', values);
    case 'newCue':
      return t('crew.say.newCue', values);
    case 'overtime':
      return t('crew.say.overtime');
    default:
      kind satisfies never;
      return '';
  }
}

export function speakForCrew(text: string): boolean {
  const v = voiceSettingsStore.get();
  return speak(text, { rate: v.rate, pitch: v.pitch, volume: v.volume, voiceURI: v.voiceURI, lang: crewLocale() });
}
