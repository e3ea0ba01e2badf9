import { Link } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAppT } from '@/i18n/appI18n';

export function NotFoundPage() {
  const t = useAppT();
  useDocumentTitle(t('general.notFound.title'));
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold text-primary">{PRODUCT_NAME}</p>
      <h1 className="text-3xl font-bold tracking-tight">{t('general.notFound.heading')}</h1>
      <p className="text-muted-foreground">{t('general.notFound.text')}</p>
      <Link to="/" className={buttonVariants()}>
        {t('general.notFound.home')}
      </Link>
    </main>
  );
}
