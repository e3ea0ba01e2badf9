import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@/components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)) {
    return 'A new version of ShowCaller may have been installed. Reload the page to continue.';
  }
  return 'An unexpected error stopped this page from showing.';
}

/** Last-resort screen for a render or chunk-loading failure. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{describe(error)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })} reloadDocument>
          Go to home page
        </Link>
      </div>
    </main>
  );
}
