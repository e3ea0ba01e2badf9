import { useAppT } from '@/i18n/appI18n';
import { useAppFormats } from '@/i18n/appFormats';
import { useNow } from '@/lib/useNow';
import { cn } from '@/lib/utils';

/**
 * A live wall clock in local time, ticking every second (not announced on each tick): 24-hour
 * (14:05:09) unless the account chose 12-hour (docs/decisions/0038-i18n-lingui.md); a caller code,
 * which has no account, reads 24-hour.
 */
export function WallClock({ className }: { className?: string }) {
  const now = useNow(1000);
  const t = useAppT();
  const text = useAppFormats().time(now.getTime(), { seconds: true });
  return (
    <time
      dateTime={now.toISOString()}
      aria-label={t('rundown.clock.label', { time: text })}
      className={cn('font-mono text-lg font-semibold tabular-nums', className)}
    >
      {text}
    </time>
  );
}
