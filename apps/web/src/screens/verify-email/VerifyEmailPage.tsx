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

const CONFIRM_FAILED = 'The address could not be confirmed. Check your connection and try again.';

export function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail address');
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
  const failure = confirm.isError ? (isApiError(confirm.error) ? (confirm.error.serverText ?? confirm.error.text) : CONFIRM_FAILED) : null;
  const needsSignIn = !signedIn && ((result?.signInToFinish ?? false) || (isApiError(confirm.error) && confirm.error.status === 401));

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-8">
      <Link to="/" className="self-center rounded-md text-lg" aria-label={`${PRODUCT_NAME} home`}>
        <BrandMark />
      </Link>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight">Confirm your e-mail address</h1>
            <p className="text-sm text-muted-foreground">
              Press the button to confirm the address this link was mailed to. If the e-mail said the link makes an account an
              administrator, it only works for that account, signed in here: only confirm it if the account is your own.
            </p>
          </div>
          <p className="text-sm" data-testid="verify-signed-in">
            {signedIn ? (
              <>
                Signed in as <strong>{user?.username ?? '…'}</strong>.
              </>
            ) : (
              'You are not signed in.'
            )}
          </p>
          {token.length < 16 && <FormAlert>This link has no confirmation token. Open the link from the e-mail again.</FormAlert>}
          {result && (
            <FormAlert variant="success" title="Address confirmed">
              {result.message}
            </FormAlert>
          )}
          {failure && <FormAlert title="Not confirmed">{failure}</FormAlert>}
          {!result && token.length >= 16 && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                confirm.mutate();
              }}
            >
              <SubmitButton pending={confirm.isPending}>Confirm e-mail address</SubmitButton>
            </form>
          )}
          {needsSignIn && signInLink('Log in, then confirm again')}
          {result && !needsSignIn && (
            <Link to={signedIn ? '/dashboard' : '/auth'} className={buttonVariants({ className: 'w-full' })}>
              {signedIn ? 'Go to the dashboard' : 'Log in'}
            </Link>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
