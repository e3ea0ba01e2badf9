import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

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
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={outlineButton} reloadDocument>
          Go to home page
        </Link>
      </div>
    </main>
  );
}
