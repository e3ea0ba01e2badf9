import { useState } from 'react';
import { Clock } from 'lucide-react';
import { PRODUCT_NAME, trialDaysRemaining, type User } from '@showcaller/shared';
import { cn } from '@/lib/utils';
import { useAppT } from '@/i18n/appI18n';

/** docs/product.md#accounts-and-sessions: shown while the user has an active trial with an end date; whole days, ceiling. */
export function TrialBanner({ user }: { user: User | null }) {
  const t = useAppT();
  // Read the clock once per mount: the banner counts whole days, it need not tick.
  const [now] = useState(() => Date.now());
  if (!user?.trialActive || !user.trialEndDate) return null;
  const days = trialDaysRemaining(user.trialEndDate, now);
  const expired = Number.isNaN(days) || days <= 0;

  return (
    <section
      aria-labelledby="trial-banner-title"
      className={cn(
        'flex items-start gap-3 rounded-xl border px-4 py-3',
        expired ? 'border-destructive/50 bg-destructive/10' : 'border-primary/40 bg-accent',
      )}
    >
      <Clock aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', expired ? 'text-destructive' : 'text-primary')} />
      {expired ? (
        <h2 id="trial-banner-title" className="font-semibold text-destructive">
          {t('general.trial.expired', { product: PRODUCT_NAME })}
        </h2>
      ) : (
        <div className="grid gap-0.5">
          <h2 id="trial-banner-title" className="font-semibold text-accent-foreground">
            {t('general.trial.active')}
          </h2>
          <p className="text-sm text-accent-foreground">{t('general.trial.days', { count: days })}</p>
        </div>
      )}
    </section>
  );
}
