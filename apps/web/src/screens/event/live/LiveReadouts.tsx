/** The ticking parts of the control panel: remaining time and the connection indicator. Only these re-render each tick. */
import { useId } from 'react';
import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { formatHms, type CueStatus } from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import { timerHeading, timerWords } from '@/realtime/timerWords';
import type { ConnectionState } from '@/realtime/useEventRealtime';
import { connectionLabel, sinceText } from '@/realtime/connectionText';
import { useTick } from '@/realtime/useTick';
import { cn } from '@/lib/utils';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';

interface RemainingTimeProps {
  status: CueStatus | null;
  /** The current cue's duration (null: the default 300 s); undefined when there is no cue. */
  duration: number | null | undefined;
  serverNow: () => number;
  intervalMs?: number;
}

/** Remaining HH:MM:SS from the server clock; elapsed, and the over-time once the duration has passed. */
export function RemainingTime({ status, duration, serverNow, intervalMs = 250 }: RemainingTimeProps) {
  useTick(intervalMs);
  const labelId = useId();
  const hasCue = duration !== undefined;
  const tr = useAppT();
  const f = useAppFormats();
  const t = cueTiming(status, duration, serverNow());
  return (
    <div className="flex flex-col items-start gap-0.5 sm:items-end">
      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase" id={labelId}>
        {hasCue ? timerHeading(t, (ms) => f.time(ms)) : tr('show.readouts.remaining')}
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        data-testid="remaining-time"
        data-timer-type={hasCue ? t.type : undefined}
        className={cn(
          'font-mono text-4xl font-bold tabular-nums sm:text-5xl',
          t.over > 0 && 'text-destructive',
          t.stopped && 'text-warning',
          t.type === 'none' && 'text-muted-foreground',
        )}
      >
        {/* An instant cue has no countdown (docs/decisions/0013-linked-and-hard-start-cue-times.md); the cue's timer type decides the rest (docs/decisions/0033-cue-timer-types-and-aux-timers.md). */}
        {hasCue ? (t.over > 0 && t.direction === 'down' ? formatHms(0) : timerWords(t)) : '--:--:--'}
      </span>
      {/* Always a line, dashes without a cue: the panel keeps its height while the show loads. */}
      <span className="font-mono text-sm text-muted-foreground tabular-nums">
        {tr('show.readouts.elapsed', { time: hasCue ? formatHms(t.elapsed) : '--:--:--' })}
        {hasCue && t.over > 0 && (
          <span className="ml-2 font-semibold text-destructive" data-testid="over-time">
            {tr('show.readouts.over', { time: formatHms(t.over) })}
          </span>
        )}
      </span>
    </div>
  );
}

/** How long ago the server was last heard from; ticks, so it is rendered only while something is wrong. */
function LastHeard({ lastUpdateAt }: { lastUpdateAt: number | null }) {
  const t = useAppT();
  const now = useTick(1000);
  return (
    <span className="text-muted-foreground" data-testid="last-heard">
      {lastUpdateAt === null ? t('show.readouts.noUpdate') : t('show.readouts.lastUpdate', { since: sinceText(now - lastUpdateAt) })}
    </span>
  );
}

/**
 * Live · in sync / Reconnecting… / Offline. While the socket is live the screen is current by
 * definition (a dead socket is noticed within seconds and reported as reconnecting), so an age like
 * "Updated 24 s ago" would only read as a stale link during a long cue (docs/product.md#during-a-show): the age shows up
 * only when the connection is not live.
 */
export function ConnectionIndicator({ connection, lastUpdateAt }: { connection: ConnectionState; lastUpdateAt: number | null }) {
  const t = useAppT();
  const Icon = connection === 'live' ? Wifi : connection === 'offline' ? WifiOff : LoaderCircle;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm" data-connection={connection}>
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-semibold',
          connection === 'live' && 'border-success/60 text-success',
          connection === 'offline' && 'border-destructive/60 text-destructive',
          (connection === 'connecting' || connection === 'reconnecting') && 'border-warning/60 text-warning',
        )}
      >
        <Icon aria-hidden="true" className={cn('size-4', connection !== 'live' && connection !== 'offline' && 'animate-spin')} />
        <span aria-live="polite">
          {connectionLabel(connection)}
          {connection === 'live' && t('show.readouts.inSync')}
        </span>
      </span>
      {connection !== 'live' && <LastHeard lastUpdateAt={lastUpdateAt} />}
    </p>
  );
}

const MOVED_BY: Record<'osc' | 'companion', string> = { osc: 'OSC', companion: 'Companion' };

// The name between the sentence's two parts, so the sentence stays one message and the name can be bold.
const NAME_MARK = '\u2063';

/**
 * Who moved the show when it was not a screen (docs/product.md#during-a-show): "Moved by OSC". Always takes its
 * place (empty otherwise), so nothing shifts when it appears.
 */
export function MovedBy({ status }: { status: CueStatus | null }) {
  const t = useAppT();
  const by = status?.movedBy;
  const remote = by === 'osc' || by === 'companion' ? MOVED_BY[by] : by === 'api' ? t('show.readouts.controlApi') : null;
  const [before = '', after = ''] = t('show.readouts.movedBy', { by: NAME_MARK }).split(NAME_MARK);
  return (
    <span data-testid="moved-by" aria-live="polite" className="min-w-36 text-sm font-medium text-muted-foreground">
      {remote && (
        <>
          {before}
          <span className="font-bold text-foreground">{remote}</span>
          {after}
        </>
      )}
    </span>
  );
}
