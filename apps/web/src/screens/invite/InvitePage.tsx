/**
 * /invite/{token} (docs/decisions/0031-team-members-and-roles.md): the page an invitation mail's link
 * opens. It says who invites to what and with which role; opening it changes nothing. Signed in with
 * the invited address, the button joins; otherwise it offers to log in or register and come back.
 */
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MEMBER_ROLE_TEXT, PRODUCT_NAME } from '@showcaller/shared';
import { useUser } from '@/api/auth';
import { isApiError } from '@/api/client';
import { useAcceptInvitation, useInvitationPreview } from '@/api/team';
import { useAuthToken } from '@/api/token';
import { BrandMark } from '@/components/BrandMark';
import { FormAlert } from '@/components/form/FormAlert';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import type { AuthRedirectState } from '@/routes/guards';
import { SubmitButton } from '@/screens/auth/SubmitButton';

const LOAD_FAILED = 'The invitation could not be read. Check your connection and reload the page.';

const errorText = (err: unknown, fallback: string) => (isApiError(err) ? (err.serverText ?? err.text) : fallback);

export function InvitePage() {
  useDocumentTitle('Join a show team');
  const token = useParams().token ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthToken() !== null;
  const { user } = useUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const back: AuthRedirectState = { from: location.pathname };
  const invite = preview.data;
  const role = invite ? MEMBER_ROLE_TEXT[invite.role] : undefined;
  const wrongAccount = signedIn && invite && user && user.email.toLowerCase() !== invite.email.toLowerCase();

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-8">
      <Link to="/" className="self-center rounded-md text-lg" aria-label={`${PRODUCT_NAME} home`}>
        <BrandMark />
      </Link>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <h1 className="text-2xl font-bold tracking-tight">Join a show team</h1>
          {preview.isPending && <p className="text-sm text-muted-foreground">Reading the invitation…</p>}
          {preview.isError && <FormAlert title="This link does not work">{errorText(preview.error, LOAD_FAILED)}</FormAlert>}
          {invite && role && (
            <div className="grid gap-2" data-testid="invitation">
              <p>
                <strong>{invite.invitedBy || 'Someone'}</strong> invites <strong className="break-all">{invite.email}</strong> to{' '}
                {invite.kind === 'event' ? 'the show' : 'every show of the production'} <strong>{invite.name}</strong> as{' '}
                <strong>{role.label}</strong>.
              </p>
              <p className="text-sm text-muted-foreground">
                {role.label}: {role.does}. The link works once, until {new Date(invite.expiresAt).toLocaleDateString()}.
              </p>
            </div>
          )}
          {accept.isError && <FormAlert title="Not joined">{errorText(accept.error, LOAD_FAILED)}</FormAlert>}
          {invite && signedIn && (
            <>
              <p className="text-sm">
                Signed in as <strong>{user?.username ?? '…'}</strong>
                {user && <span className="break-all"> ({user.email})</span>}.
              </p>
              {wrongAccount && (
                <FormAlert title="Another address">
                  This invitation is for {invite.email}. Log out and sign in with the account of that address, or register with it.
                </FormAlert>
              )}
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  accept.mutate(token, {
                    onSuccess: (joined) => void navigate(joined.eventId ? `/event/${joined.eventId}` : '/dashboard'),
                  });
                }}
              >
                <SubmitButton pending={accept.isPending}>Join the team</SubmitButton>
              </form>
            </>
          )}
          {invite && !signedIn && (
            <div className="grid gap-2 sm:grid-cols-2">
              <Link to="/auth" state={back} className={buttonVariants({ className: 'w-full' })}>
                Log in to join
              </Link>
              <Link to="/auth?tab=register" state={back} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                Create an account
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
