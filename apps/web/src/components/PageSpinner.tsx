import { Spinner } from '@/components/ui/spinner';
import { useAppT } from '@/i18n/appI18n';

/** Shown while a screen's code loads; kept tiny because it lives in the entry chunk. */
export function PageSpinner() {
  const t = useAppT();
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label={t('general.loading')} />
    </div>
  );
}
