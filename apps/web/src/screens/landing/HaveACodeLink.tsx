import { KeyRound } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useAppT } from '@/i18n/appI18n';

/** The crew's and co-callers' code page (its own small page, so a plain link, not the router's). */
export const CODE_PAGE_PATH = '/department-access';

/**
 * "I have a code" (docs/decisions/0023-crew-phones-lost-fixed-and-found.md): crews, stage screens and co-callers join with a code and no
 * account; the home and login pages lead there (the page was reachable only by its address).
 */
export function HaveACodeLink({ className }: { className?: string }) {
  const t = useAppT();
  return (
    <p className={cn('flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground', className)}>
      <span>{t('general.landing.code.who')}</span>
      <a
        href={CODE_PAGE_PATH}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('general.landing.code.link')}
      </a>
    </p>
  );
}
