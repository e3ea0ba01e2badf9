import { clockTimeOf } from '@showcaller/shared';
import { useNow } from '@/lib/useNow';
import { cn } from '@/lib/utils';

/** A live wall clock, HH:MM:SS in local time, ticking every second (not announced on each tick). */
export function WallClock({ className }: { className?: string }) {
  const now = useNow(1000);
  const text = clockTimeOf(now);
  return (
    <time
      dateTime={now.toISOString()}
      aria-label={`Current time ${text}`}
      className={cn('font-mono text-lg font-semibold tabular-nums', className)}
    >
      {text}
    </time>
  );
}
