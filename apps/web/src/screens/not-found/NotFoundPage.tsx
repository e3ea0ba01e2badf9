import { Link } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold text-primary">{PRODUCT_NAME}</p>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonVariants()}>
        Go to the home page
      </Link>
    </main>
  );
}
