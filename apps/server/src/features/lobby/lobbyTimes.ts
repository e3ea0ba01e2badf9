/**
 * The lobby's per-item times on the reader's clock (docs/decisions/0040-i18n-app-and-server.md): the
 * agenda is worked out once per link ("HH:MM", cached), then each answer writes its times in the
 * page's language and clock ("14:05", or "2:05 PM" when the page chose 12-hour).
 */
import type { LobbyEvent, LobbyItem, LobbyView } from '@showcaller/shared';
import { clockTimeText, type Reader } from '../../lib/reader.js';

export function lobbyInReaderClock(view: LobbyView, reader: Reader): LobbyView {
  if (reader.clock === '24h') return view;
  const time = (hhmm: string | null) => (hhmm === null ? null : clockTimeText(hhmm, reader));
  const item = (i: LobbyItem): LobbyItem => ({ ...i, at: time(i.at), plannedAt: time(i.plannedAt) });
  const event = (e: LobbyEvent): LobbyEvent => ({
    ...e,
    start: time(e.start),
    plannedStart: time(e.plannedStart),
    end: time(e.end),
    now: e.now === null ? null : item(e.now),
    next: e.next.map(item),
  });
  return { ...view, rooms: view.rooms.map((r) => ({ ...r, events: r.events.map(event) })) };
}
