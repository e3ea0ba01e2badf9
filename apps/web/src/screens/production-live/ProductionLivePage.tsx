/**
 * The producer's live wall, /production/{id}/live (docs/decisions/0027-producer-wall.md): one tile
 * per room of the chosen day, kept live by one socket subscribed to the whole production. Dark and
 * large, for a desktop or a 1920×1080 wall screen across the room.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCalendarDate, productionLiveSchema, secondsOfDay, type CueStatus } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { getToken } from '@/api/token';
import { useTick } from '@/realtime/useTick';
import { BroadcastPanel } from './BroadcastPanel';
import { LobbyLinkCard } from '../lobby/LobbyLinkCard';
import { WallTile } from './WallTile';
import { tileOf } from './wallTiles';
import { WallConnection } from './wallConnection';
import { appFormatLocale, useAppT } from '@/i18n/appI18n';

/** Many changes at once (a GO with its acks and a refetch) make one re-read. */
const REREAD_MS = 250;

const liveKey = (id: number, day: string | null) => ['productionLive', id, day ?? 'default'] as const;

export function ProductionLivePage() {
  const t = useAppT();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const day = search.get('day');
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: liveKey(id, day),
    queryFn: ({ signal }) => apiFetch(`/api/productions/${id}/live`, productionLiveSchema, { signal, params: { day } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const [frames, setFrames] = useState<ReadonlyMap<number, CueStatus>>(new Map());
  const [connected, setConnected] = useState(false);
  const [socketError, setSocketError] = useState<string | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const shownDay = view.data?.day ?? day ?? undefined;

  useEffect(() => {
    const token = getToken();
    if (!token || !shownDay) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const c = new WallConnection(id, shownDay, token, {
      onStatus: (s) =>
        setFrames((now) => {
          const had = now.get(s.eventId);
          if (had && had.version >= s.version) return now;
          return new Map(now).set(s.eventId, s);
        }),
      onStale: () => {
        clearTimeout(timer);
        timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['productionLive', id] }), REREAD_MS);
      },
      onConnection: setConnected,
      onError: setSocketError,
      onClock: setOffsetMs,
    });
    c.open();
    return () => {
      clearTimeout(timer);
      c.close();
    };
  }, [id, shownDay, queryClient]);

  const now = useTick(1000);
  // The server clock as every live screen reads it: the local clock plus the measured offset (docs/decisions/0001-server-owned-time.md).
  const serverNow = now + offsetMs;
  const tiles = useMemo(
    () => (view.data ? view.data.rooms.map((r) => tileOf(r, frames, serverNow, secondsOfDay(new Date(now)))) : []),
    [view.data, frames, serverNow, now],
  );

  if (view.isError) {
    const missing = isApiError(view.error) && (view.error.status === 404 || view.error.status === 400);
    return (
      <main id="main" className="grid min-h-dvh place-content-center gap-3 bg-neutral-950 p-6 text-center text-white">
        <h1 className="text-2xl font-bold">{t(missing ? 'general.production.notFound' : 'general.wall.loadFailed')}</h1>
        <p className="text-neutral-300">{isApiError(view.error) ? view.error.message : t('general.checkConnection')}</p>
        <Link to="/dashboard" className="underline">
          {t('general.backToDashboard')}
        </Link>
      </main>
    );
  }

  return (
    <div className="dark min-h-dvh bg-neutral-950 text-white">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-800 px-4 py-3">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-4">
          <Link to="/dashboard" className="text-neutral-300 underline">
            {t('general.nav.dashboard')}
          </Link>
          <Link to={`/production/${id}/report`} className="text-neutral-300 underline">
            {t('general.production.dayReport')}
          </Link>
          <h1 className="text-3xl font-bold break-words">
            {view.data ? t('general.wall.title', { name: view.data.production.name }) : t('general.production.liveWall')}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {view.data && (
            <label className="flex items-center gap-2 text-lg">
              {t('general.event.day')}
              <select
                value={view.data.day}
                onChange={(e) => setSearch({ day: e.target.value })}
                className="rounded-md border border-neutral-600 bg-neutral-900 px-2 py-1 text-white"
              >
                {view.data.days.map((d) => (
                  <option key={d} value={d}>
                    {formatCalendarDate(d, appFormatLocale(), 'medium')}
                  </option>
                ))}
              </select>
            </label>
          )}
          <span role="status" data-testid="wall-connection" className={connected ? 'text-green-400' : 'text-amber-300'}>
            {t(connected ? 'general.wall.live' : 'general.wall.connecting')}
          </span>
        </div>
      </header>
      <main id="main" className="grid gap-4 p-4">
        {socketError && (
          <p role="alert" className="text-red-300">
            {socketError}
          </p>
        )}
        {!view.data ? (
          <p className="text-lg text-neutral-300">{t('general.wall.loading')}</p>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3">
              {tiles.map((tile) => (
                <WallTile key={tile.roomId} tile={tile} />
              ))}
            </div>
            <BroadcastPanel view={view.data} onSent={() => void queryClient.invalidateQueries({ queryKey: ['productionLive', id] })} />
            <LobbyLinkCard owner={{ kind: 'production', id }} />
          </>
        )}
      </main>
    </div>
  );
}
