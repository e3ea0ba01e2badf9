import { StrongIn } from '@/components/StrongIn';
import { kindText } from '@/api/events';
/**
 * /verify-email?token=… (docs/security.md "Trust, round 3" 20.9): the page a mailed confirmation link opens. Opening it
 * changes nothing (mail scanners open every link); the button POSTs the token, with this browser's
 * session if there is one. The ADMIN_EMAIL address makes an account an administrator, so the
 * server confirms it only for the account the link was mailed for, signed in here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { confirmEmailResponse, PRODUCT_NAME } from '@showcaller/shared';
import { userQueryKey, useUser } from '@/api/auth';
import { apiFetch, isApiError } from '@/api/client';
import { useAuthToken } from '@/api/token';
import { BrandMark } from '@/components/BrandMark';
import { FormAlert } from '@/components/form/FormAlert';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { AuthRedirectState } from '@/routes/guards';
import { SubmitButton } from '@/screens/auth/SubmitButton';
import { useAppT } from '@/i18n/appI18n';

export function VerifyEmailPage() {
  const t = useAppT();
  useDocumentTitle(t('general.verify.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const location = useLocation();
  const signedIn = useAuthToken() !== null;
  const { user } = useUser();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => apiFetch('/api/auth/verify-email', confirmEmailResponse, { method: 'POST', body: { token } }),
    // A proved ADMIN_EMAIL changes what the account may see.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
  // Back here after signing in (RedirectIfAuthenticated reads `from`).
  const signInState: AuthRedirectState = { from: `${location.pathname}${location.search}` };
  const signInLink = (text: string) => (
    <Link to="/auth" state={signInState} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      {text}
    </Link>
  );

  const result = confirm.data;
  const failure = confirm.isError
    ? isApiError(confirm.error)
      ? (confirm.error.serverText ?? kindText(confirm.error.kind) ?? confirm.error.text)
      : t('general.verify.failed')
    : null;
  const needsSignIn = !signedIn && ((result?.signInToFinish ?? false) || (isApiError(confirm.error) && confirm.error.status === 401));

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-8">
      <Link to="/" className="self-center rounded-md text-lg" aria-label={t('general.home', { product: PRODUCT_NAME })}>
        <BrandMark />
      </Link>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight">{t('general.verify.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('general.verify.text')}</p>
          </div>
          <p className="text-sm" data-testid="verify-signed-in">
            {signedIn ? (
              <StrongIn words={(username) => t('general.signedInAs', { username })} value={user?.username ?? '…'} />
            ) : (
              t('general.verify.notSignedIn')
            )}
          </p>
          {token.length < 16 && <FormAlert>{t('general.verify.noToken')}</FormAlert>}
          {result && (
            <FormAlert variant="success" title={t('general.verify.done')}>
              {result.message}
            </FormAlert>
          )}
          {failure && <FormAlert title={t('general.verify.notDone')}>{failure}</FormAlert>}
          {!result && token.length >= 16 && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate();
              }}
            >
              <SubmitButton pending={confirm.isPending}>{t('general.verify.submit')}</SubmitButton>
            </form>
          )}
          {needsSignIn && signInLink(t('general.verify.signInFirst'))}
          {result && !needsSignIn && (
            <Link to={signedIn ? '/dashboard' : '/auth'} className={buttonVariants({ className: 'w-full' })}>
              {t(signedIn ? 'general.verify.toDashboard' : 'general.auth.login.submit')}
            </Link>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
