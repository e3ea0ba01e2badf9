import { StrongIn } from '@/components/StrongIn';
/**
 * /invite/{token} (docs/decisions/0031-team-members-and-roles.md): the page an invitation mail's link
 * opens. It says who invites to what and with which role; opening it changes nothing. Signed in with
 * the invited address, the button joins; otherwise it offers to log in or register and come back.
 */
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
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
import { appT, useAppT } from '@/i18n/appI18n';
import { useAppFormats } from '@/i18n/appFormats';
import { kindText } from '@/api/events';
import { roleText } from '@/lib/roleText';

const errorText = (err: unknown) =>
  isApiError(err) ? (err.serverText ?? kindText(err.kind) ?? err.text) : appT('general.invite.loadFailed');

export function InvitePage() {
  const t = useAppT();
  const formats = useAppFormats();
  useDocumentTitle(t('general.invite.title'));
  const token = useParams().token ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthToken() !== null;
  const { user } = useUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const back: AuthRedirectState = { from: location.pathname };
  const invite = preview.data;
  const role = invite ? roleText(invite.role) : undefined;
  const wrongAccount = signedIn && invite && user && user.email.toLowerCase() !== invite.email.toLowerCase();

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-8">
      <Link to="/" className="self-center rounded-md text-lg" aria-label={t('general.home', { product: PRODUCT_NAME })}>
        <BrandMark />
      </Link>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <h1 className="text-2xl font-bold tracking-tight">{t('general.invite.title')}</h1>
          {preview.isPending && <p className="text-sm text-muted-foreground">{t('general.invite.reading')}</p>}
          {preview.isError && <FormAlert title={t('general.invite.broken')}>{errorText(preview.error)}</FormAlert>}
          {invite && role && (
            <div className="grid gap-2" data-testid="invitation">
              <p className="break-words">
                {t(invite.kind === 'event' ? 'general.invite.toShow' : 'general.invite.toProduction', {
                  inviter: invite.invitedBy || t('general.invite.someone'),
                  email: invite.email,
                  name: invite.name,
                  role: role.label,
                })}
              </p>
              <p className="text-sm text-muted-foreground">
                {t('general.invite.roleDoes', {
                  role: role.label,
                  does: role.does,
                  until: formats.date(Date.parse(invite.expiresAt), { dateStyle: 'medium' }),
                })}
              </p>
            </div>
          )}
          {accept.isError && <FormAlert title={t('general.invite.notJoined')}>{errorText(accept.error)}</FormAlert>}
          {invite && signedIn && (
            <>
              <p className="text-sm">
                {user ? (
                  <StrongIn words={(username) => t('general.signedInAsEmail', { username, email: user.email })} value={user.username} />
                ) : (
                  <StrongIn words={(username) => t('general.signedInAs', { username })} value="…" />
                )}
              </p>
              {wrongAccount && (
                <FormAlert title={t('general.invite.otherAddress')}>
                  {t('general.invite.otherAddressText', { email: invite.email })}
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
                <SubmitButton pending={accept.isPending}>{t('general.invite.join')}</SubmitButton>
              </form>
            </>
          )}
          {invite && !signedIn && (
            <div className="grid gap-2 sm:grid-cols-2">
              <Link to="/auth" state={back} className={buttonVariants({ className: 'w-full' })}>
                {t('general.invite.login')}
              </Link>
              <Link to="/auth?tab=register" state={back} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
                {t('general.invite.register')}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
