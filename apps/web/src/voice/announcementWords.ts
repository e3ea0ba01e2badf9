/** The show caller's spoken announcements in the app's language (docs/decisions/0040-i18n-app-and-server.md). */
import { appT } from '@/i18n/appI18n';
import { setAnnouncementWords, type AnnouncedCue, type AnnouncementKind } from './announcements';

export function announcementText(kind: AnnouncementKind, cue: AnnouncedCue): string {
  const values = { number: cue.number, action: cue.action };
  switch (kind) {
    case 'standby':
      return appT('show.say.standby', values);
    case 'go':
      return appT('show.say.go', values);
    case 'hold':
      return appT('show.say.hold', values);
    case 'newCue':
      return appT('show.say.newCue', { number: cue.number });
    case 'overtime':
      return appT('show.say.overtime');
    default:
      kind satisfies never;
      return '';
  }
}

setAnnouncementWords(announcementText);
