/**
 * /lobby/{token}: the public agenda for foyer screens and audience phones
 * (docs/decisions/0035-stage-layouts-and-lobby.md). It reads the agenda every `refreshSeconds` (and
 * when the page comes back into view): a light poll, not a socket, since anyone may open it and the
 * times it shows move by the minute. A link that was turned off says so; a lost network keeps the
 * last agenda on screen with the time it was read.
 */
import { useEffect, useState } from 'react';
import type { LobbyEvent, LobbyItem, LobbyView } from '@showcaller/shared';
import { useTick } from '@/realtime/useTick';
import { lobbyDayText, lobbyTokenFromPath, readLobby, venueClock } from './lobbyData';
import { crewLocale, useT } from '@/i18n/crewI18n';
import { useCrewClockFormat } from '@/i18n/crewLanguage';
import { LanguagePicker } from '@/i18n/LanguagePicker';

const STATE_WORDS = { on: 'lobby.state.on', upcoming: 'lobby.state.upcoming', finished: 'lobby.state.finished' } as const satisfies Record<
  LobbyEvent['state'],
  string
>;
const RETRY_SECONDS = 15;

function Time({ item }: { item: LobbyItem }) {
  const t = useT();
  if (item.at === null) return <span className="lobby-time">{t('lobby.later')}</span>;
  return (
    <span className="lobby-time">
      {item.at}
      {item.plannedAt && (
        <span className="lobby-was">
          {' '}
          ({t('lobby.was')} <s>{item.plannedAt}</s>)
        </span>
      )}
    </span>
  );
}

function EventBlock({ event }: { event: LobbyEvent }) {
  const range = event.start && event.end ? `${event.start}–${event.end}` : (event.start ?? '');
  const moved = event.state === 'upcoming' && event.plannedStart !== null && event.start !== event.plannedStart;
  const t = useT();
  return (
    <div className={`lobby-event lobby-${event.state}`} data-testid="lobby-event">
      <div className="lobby-event-head">
        <span className="lobby-state">{t(STATE_WORDS[event.state])}</span>
        <span className="lobby-range">
          {range}
          {moved && <span className="lobby-was"> {t('lobby.planned', { time: event.plannedStart ?? '' })}</span>}
        </span>
      </div>
      <p className="lobby-event-name">{event.name}</p>
      {event.now && (
        <p className="lobby-now" data-testid="lobby-now">
          <span className="lobby-label">{t('lobby.now')}</span> <span className="lobby-title">{event.now.title}</span>
          {event.now.at && <span className="lobby-since"> {t('lobby.since', { time: event.now.at })}</span>}
        </p>
      )}
      {event.next.length > 0 && (
        <ol className="lobby-next" aria-label={t('lobby.nextIn', { name: event.name })}>
          {event.next.map((n, i) => (
            <li key={`${i}-${n.title}`}>
              <Time item={n} /> <span className="lobby-title">{n.title}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Agenda({ view, readAt, offline }: { view: LobbyView; readAt: number; offline: boolean }) {
  const now = useTick(1000);
  const t = useT();
  const locale = crewLocale();
  const format = useCrewClockFormat();
  const clock = (ms: number) => venueClock(ms, view.timeZone, locale, format);
  return (
    <main className="lobby">
      <header className="lobby-top">
        <div>
          <h1>{view.title}</h1>
          <p className="lobby-day">{lobbyDayText(view.day, locale)}</p>
        </div>
        <p className="lobby-clock" aria-label={t('lobby.clockLabel', { time: clock(now) })}>
          {clock(now)}
        </p>
      </header>
      {offline && (
        <p className="lobby-offline" role="status">
          {t('lobby.offline', { time: clock(readAt) })}
        </p>
      )}
      {view.rooms.length === 0 ? (
        <p className="lobby-empty">{t('lobby.empty')}</p>
      ) : (
        <div className="lobby-rooms">
          {view.rooms.map((room) => (
            <section key={room.name} className="lobby-room" aria-label={room.name} data-testid="lobby-room">
              <h2>{room.name}</h2>
              {room.events.map((e, i) => (
                <EventBlock key={`${i}-${e.name}`} event={e} />
              ))}
            </section>
          ))}
        </div>
      )}
      <footer className="lobby-foot">
        {t('lobby.footer', { time: clock(readAt) })}
        <LanguagePicker className="language-picker lobby-lang" />
      </footer>
    </main>
  );
}

export function LobbyApp() {
  const token = lobbyTokenFromPath(window.location.pathname);
  const [view, setView] = useState<LobbyView | null>(null);
  const [readAt, setReadAt] = useState(0);
  const [offline, setOffline] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const t = useT();
  const lang = crewLocale();
  const format = useCrewClockFormat();

  useEffect(() => {
    document.title = view ? t('lobby.docTitle', { title: view.title }) : t('lobby.title');
  }, [view, t, lang]);

  useEffect(() => {
    if (!token) return;
    let timer = 0;
    let abort = new AbortController();
    const read = () => {
      window.clearTimeout(timer);
      abort.abort();
      abort = new AbortController();
      const signal = abort.signal;
      void readLobby(token, signal, format).then((r) => {
        if (signal.aborted) return;
        if (r.kind === 'gone') return setGone(r.text);
        if (r.kind === 'view') {
          setView(r.view);
          setReadAt(Date.now());
          setOffline(false);
        } else setOffline(true);
        timer = window.setTimeout(read, (r.kind === 'view' ? r.view.refreshSeconds : RETRY_SECONDS) * 1000);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
    // A new language or clock reads again at once: the server writes the agenda's times in them.
  }, [token, lang, format]);

  if (!token || gone)
    return (
      <main className="lobby-notice">
        <h1>{t('lobby.title')}</h1>
        <p role="status">{gone ?? t('lobby.notLobby')}</p>
      </main>
    );
  if (!view)
    return (
      <main className="lobby-notice">
        <h1>{t('lobby.title')}</h1>
        <p role="status">{offline ? t('common.tryingServer') : t('lobby.loading')}</p>
      </main>
    );
  return <Agenda view={view} readAt={readAt} offline={offline} />;
}
