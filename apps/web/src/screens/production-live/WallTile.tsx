import type { AppMessageKey } from '@showcaller/shared';
/** One room of the producer's wall (docs/decisions/0027-producer-wall.md): legible from across a room. */
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import type { Tile } from './wallTiles';
import { useAppT } from '@/i18n/appI18n';

const STATUS_LOOK: Record<Tile['status'], { text: AppMessageKey; className: string }> = {
  go: { text: 'general.shortcut.go', className: 'bg-green-600 text-white' },
  standby: { text: 'general.shortcut.standby', className: 'bg-amber-400 text-black' },
  hold: { text: 'general.shortcut.hold', className: 'bg-sky-600 text-white' },
  none: { text: 'general.wall.noCue', className: 'bg-neutral-700 text-neutral-100' },
};

export function WallTile({ tile }: { tile: Tile }) {
  const t = useAppT();
  const titleId = `tile-${tile.roomId}`;
  if (tile.empty)
    return (
      <section
        aria-labelledby={titleId}
        data-testid="wall-tile"
        data-empty="true"
        className="flex min-h-48 flex-col rounded-xl border border-dashed border-neutral-700 p-4 text-neutral-300"
      >
        <h2 id={titleId} className="text-2xl font-bold text-white">
          {tile.room}
        </h2>
        <p className="mt-auto text-lg">{t('general.wall.noEvent')}</p>
      </section>
    );
  const look = STATUS_LOOK[tile.status];
  const flagged = tile.problems.length > 0;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="wall-tile"
      data-status={tile.status}
      className={cn(
        'relative flex min-h-48 flex-col gap-2 rounded-xl border-2 bg-neutral-900 p-4 focus-within:ring-4 focus-within:ring-sky-400',
        flagged ? 'border-red-500' : 'border-neutral-700',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-bold break-words text-white">
            <Link to={`/event/${tile.eventId}`} className="after:absolute after:inset-0 focus:outline-none">
              {tile.room}
            </Link>
          </h2>
          <p className="truncate text-base text-neutral-300">
            {tile.eventName}
            {tile.more > 0 && ` ${t('general.wall.more', { count: tile.more })}`}
          </p>
        </div>
        <span data-testid="tile-status" className={cn('rounded-md px-3 py-1 text-xl font-extrabold tracking-wide', look.className)}>
          {t(look.text)}
        </span>
      </div>
      <p data-testid="tile-cue" className="text-xl font-semibold break-words text-white">
        {tile.cue
          ? t(tile.status === 'none' ? 'general.wall.nextCue' : 'general.wall.cue', { number: tile.cue.number, action: tile.cue.action })
          : t('general.wall.notStarted')}
      </p>
      {tile.clock && (
        <p
          data-testid="tile-clock"
          className={cn('font-mono text-5xl font-bold tabular-nums', tile.clock.over ? 'text-red-400' : 'text-white')}
        >
          {tile.clock.text}
          <span className="sr-only">{` ${t(tile.clock.over ? 'general.wall.overTime' : 'general.wall.left')}`}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-base text-neutral-200">
        {tile.overUnder && (
          <span
            data-testid="tile-over-under"
            className={cn(
              'font-semibold',
              tile.overUnder.state === 'over' && 'text-red-400',
              tile.overUnder.state === 'under' && 'text-green-400',
            )}
          >
            {tile.overUnder.label}
          </span>
        )}
        {tile.projectedEnd && (
          <span>{t(tile.overUnder ? 'general.wall.projectedEnd' : 'general.wall.plannedEnd', { time: tile.projectedEnd })}</span>
        )}
        {tile.readiness && <span className={cn(tile.allReady && 'font-semibold text-green-400')}>{tile.readiness}</span>}
        <span data-testid="tile-caller" className={tile.callerConnected ? 'text-green-400' : 'text-amber-300'}>
          {tile.callerConnected ? `● ${t('general.wall.callerOn')}` : `○ ${t('general.wall.callerOff')}`}
        </span>
      </div>
      {tile.projectedStart && <p className="text-base text-amber-200">{tile.projectedStart}</p>}
      {flagged && (
        <ul data-testid="tile-problems" className="grid gap-1 rounded-md bg-red-700 px-3 py-2 text-lg font-semibold text-white">
          {tile.problems.map((p) => (
            <li key={p.name}>
              {p.reason ? t('general.wall.problemReason', { name: p.name, reason: p.reason }) : t('general.wall.problem', { name: p.name })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
