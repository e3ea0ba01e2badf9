import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useAppT, appT } from '@/i18n/appI18n';

/**
 * The Button look in plain classes: this screen is in the entry chunk, which does without the
 * class-merging helper (tailwind-merge) that buttonVariants needs.
 */
const buttonBase =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap shadow-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';
const primaryButton = `${buttonBase} bg-primary text-primary-foreground hover:bg-primary/90`;
const outlineButton = `${buttonBase} border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground`;

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return appT('general.routeError.newVersion');
  }
  return appT('general.routeError.unexpected');
}

/** Last-resort screen for a render or chunk-loading failure. */
export function RouteError() {
  const t = useAppT();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{t('general.routeError.title')}</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t('general.routeError.reload')}
        </button>
        <Link to="/" className={outlineButton} reloadDocument>
          {t('general.routeError.home')}
        </Link>
      </div>
    </main>
  );
}
