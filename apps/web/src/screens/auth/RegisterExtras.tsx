import type { AppMessageKey } from '@showcaller/shared';
import { Check, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAppT } from '@/i18n/appI18n';

const WHAT_YOU_GET = [
  'general.auth.offer.events',
  'general.auth.offer.collaboration',
  'general.auth.offer.access',
  'general.auth.offer.voice',
  'general.auth.offer.excel',
] as const satisfies readonly AppMessageKey[];

/** The register tab's offer: free, so a "Free" box where the spec had a price (docs/decisions/0010-free-product.md). */
export function FreeOffer() {
  const t = useAppT();
  return (
    <section aria-labelledby="free-offer-title" className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge>
          <Sparkles aria-hidden="true" />
          {t('general.auth.offer.badge')}
        </Badge>
        <span className="text-xs text-muted-foreground">{t('general.auth.offer.noCard')}</span>
      </div>
      <div>
        <h2 id="free-offer-title" className="text-3xl font-extrabold tracking-tight">
          {t('general.auth.free')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('general.auth.offer.text')}</p>
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold">{t('general.auth.offer.title')}</p>
        <ul className="grid gap-1.5 text-sm">
          {WHAT_YOU_GET.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(item)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const STEPS = [
  { title: 'general.auth.step1.title', text: 'general.auth.step1.text' },
  { title: 'general.auth.step2.title', text: 'general.auth.step2.text' },
  { title: 'general.auth.step3.title', text: 'general.auth.step3.text' },
] as const satisfies readonly { title: AppMessageKey; text: AppMessageKey }[];

export function ThreeSteps() {
  const t = useAppT();
  return (
    <section aria-labelledby="three-steps-title" className="grid gap-3">
      <h2 id="three-steps-title" className="text-sm font-semibold">
        {t('general.auth.steps.title')}
      </h2>
      <ol className="grid gap-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <span>
              <span className="font-medium">{t(step.title)}</span>
              <span className="block text-muted-foreground">{t(step.text)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
