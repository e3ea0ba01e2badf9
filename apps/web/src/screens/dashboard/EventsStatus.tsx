import { CircleAlert, LogIn, RotateCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetSession } from '@/api/auth';
import { isAuthError } from '@/api/events';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppT } from '@/i18n/appI18n';

/** The loading state (docs/product.md#screens): three placeholder cards in the shape of event cards. */
export function EventCardsSkeleton() {
  const t = useAppT();
  return (
    <div role="status" aria-label={t('general.dashboard.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} data-testid="event-card-skeleton">
          <CardHeader>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </CardHeader>
          <CardContent className="grid gap-3">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
          </CardContent>
          <CardFooter>
            <Skeleton className="h-10 w-full" />
          </CardFooter>
        </Card>
      ))}
      <span className="sr-only">{t('general.dashboard.loadingEllipsis')}</span>
    </div>
  );
}

/** The error cards (docs/product.md#screens): an authentication error offers Go to Login, any other error only Try Again. */
export function EventsLoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const t = useAppT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const auth = isAuthError(error);

  function goToLogin() {
    forgetSession(queryClient);
    void navigate('/auth', { replace: true });
  }

  return (
    <Card role="alert" className="border-destructive/50">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-destructive">
          <CircleAlert aria-hidden="true" className="size-5" />
          {t(auth ? 'general.dashboard.authError' : 'general.dashboard.loadError')}
        </h2>
        <p className="text-sm text-muted-foreground">{t(auth ? 'general.dashboard.authErrorText' : 'general.dashboard.loadErrorText')}</p>
      </CardHeader>
      <CardFooter className="flex-wrap gap-2">
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
          {t('general.tryAgain')}
        </Button>
        {auth && (
          <Button onClick={goToLogin}>
            <LogIn aria-hidden="true" />
            {t('general.dashboard.goToLogin')}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
