import { LoaderCircle } from 'lucide-react';
import { useAppT } from '@/i18n/appI18n';

/**
 * Shown while a screen's code loads: PageSpinner's look, written with plain classes so the entry
 * chunk does without the class-merging helper (tailwind-merge) every screen chunk brings anyway.
 */
export function RouteFallback() {
  const t = useAppT();
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-muted-foreground">
      <span role="status" className="inline-flex items-center">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
        <span className="sr-only">{t('general.loading')}</span>
      </span>
    </div>
  );
}
