/** The ticking parts of the control panel: remaining time and the connection indicator. Only these re-render each tick. */
import { useId } from 'react';
import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { formatHms, type CueStatus } from '@showcaller/shared';
import { cueTiming } from '@/realtime/liveStatus';
import type { ConnectionState } from '@/realtime/useEventRealtime';
import { connectionLabel, sinceText } from '@/realtime/connectionText';
import { useTick } from '@/realtime/useTick';
import { cn } from '@/lib/utils';

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
  const t = cueTiming(status, duration, serverNow());
  return (
    <div className="flex flex-col items-start gap-0.5 sm:items-end">
      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase" id={labelId}>
        Remaining
      </span>
      <span
        role="timer"
        aria-labelledby={labelId}
        data-testid="remaining-time"
        className={cn('font-mono text-4xl font-bold tabular-nums sm:text-5xl', t.over > 0 && 'text-destructive')}
      >
        {hasCue ? formatHms(t.remaining) : '--:--:--'}
      </span>
      {hasCue && (
        <span className="font-mono text-sm text-muted-foreground tabular-nums">
          Elapsed {formatHms(t.elapsed)}
          {t.over > 0 && (
            <span className="ml-2 font-semibold text-destructive" data-testid="over-time">
              Over +{formatHms(t.over)}
            </span>
          )}
        </span>
      )}
    </div>
  );
}

/** Live / Reconnecting… / Offline with the time since the server was last heard from. */
export function ConnectionIndicator({ connection, lastUpdateAt }: { connection: ConnectionState; lastUpdateAt: number | null }) {
  const now = useTick(1000);
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
        <span aria-live="polite">{connectionLabel(connection)}</span>
      </span>
      <span className="text-muted-foreground">{lastUpdateAt === null ? 'No update yet' : `Updated ${sinceText(now - lastUpdateAt)}`}</span>
    </p>
  );
}
