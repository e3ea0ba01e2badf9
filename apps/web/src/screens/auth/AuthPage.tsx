import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@showcaller/shared';
import { FormAlert } from '@/components/form/FormAlert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { AuthHeader } from './AuthHeader';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { MarketingPanel } from './MarketingPanel';
import { RegisterForm } from './RegisterForm';
import { HaveACodeLink } from '../landing/HaveACodeLink';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useAppT } from '@/i18n/appI18n';

type AuthTab = 'login' | 'register';
type VerifiedNotice = 'verified' | 'invalid' | null;

function readVerified(value: string | null): VerifiedNotice {
  if (value === 'true') return 'verified';
  if (value === 'false') return 'invalid';
  return null;
}

/**
 * /auth (docs/product.md#screens): login and register tabs, the forgot-password view, and the reset form for the mailed
 * link. The address carries the tab (?tab=register), the reset token (?reset=) and the verify result (?verified=).
 */
export function AuthPage() {
  const t = useAppT();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  const resetToken = params.get('reset');
  const [forgotOpen, setForgotOpen] = useState(false);
  // Read once: the notice stays after `verified` leaves the address.
  const [notice] = useState<VerifiedNotice>(() => readVerified(params.get('verified')));

  useDocumentTitle(t(tab === 'register' ? 'general.auth.register.submit' : 'general.auth.login.submit'));

  // Drop `verified` from the address (keeping `tab`) so a reload does not show the notice again.
  useEffect(() => {
    if (!params.has('verified')) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  function showTab(next: AuthTab) {
    setForgotOpen(false);
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        nextParams.delete('reset');
        if (next === 'register') nextParams.set('tab', 'register');
        else nextParams.delete('tab');
        return nextParams;
      },
      { replace: true },
    );
  }

  const openRegister = () => showTab('register');
  const openLogin = () => showTab('login');

  function renderPanel() {
    if (resetToken !== null) return <ResetPasswordForm token={resetToken} onDone={openLogin} />;
    if (forgotOpen) return <ForgotPasswordForm onBack={openLogin} />;
    return (
      <Tabs
        value={tab}
        onValueChange={(value) => {
          showTab(value === 'register' ? 'register' : 'login');
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t('general.auth.tab.login')}</TabsTrigger>
          <TabsTrigger value="register">{t('general.auth.tab.register')}</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm onCreateAccount={openRegister} onForgotPassword={() => setForgotOpen(true)} />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm onLogin={openLogin} onVerificationRequired={openLogin} />
        </TabsContent>
      </Tabs>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <AuthHeader onCreateAccount={openRegister} />
      <main id="main" className="flex-1">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-4 lg:order-2">
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('general.auth.welcome', { product: PRODUCT_NAME })}</h1>
              <p className="text-muted-foreground">{t('general.auth.intro')}</p>
            </div>
            {notice === 'verified' && (
              <FormAlert variant="success" title={t('general.auth.verified.title')}>
                {t('general.auth.verified.text')}
              </FormAlert>
            )}
            {notice === 'invalid' && (
              <FormAlert title={t('general.auth.verifyFailed.title')}>{t('general.auth.verifyFailed.text')}</FormAlert>
            )}
            <Card>
              <CardContent className="p-4 sm:p-6">{renderPanel()}</CardContent>
            </Card>
            <HaveACodeLink className="justify-center" />
          </div>
          <div className="lg:order-1">
            <MarketingPanel onRegister={openRegister} />
          </div>
        </div>
      </main>
    </div>
  );
}
