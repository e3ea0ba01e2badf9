import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { loginSchema } from '@showcaller/shared';
import { useLogin } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { Button } from '@/components/ui/button';
import { loginErrorText } from './authErrors';
import { SubmitButton } from './SubmitButton';
import { useAppT } from '@/i18n/appI18n';

interface LoginFormProps {
  onCreateAccount: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onCreateAccount, onForgotPassword }: LoginFormProps) {
  const t = useAppT();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await login.mutateAsync(values);
      // The /auth guard sees the new token and moves on to the dashboard (or the page the user wanted).
      toast.success(t('general.auth.login.done'), { description: t('general.auth.login.welcomeBack', { name: data.user.name }) });
    } catch {
      // Shown in the red box below from login.error.
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <FormField
        id="login-username"
        label={t('general.auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <FormField
        id="login-password"
        label={t('general.auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {t('general.auth.login.forgot')}
          </button>
        }
        {...form.register('password')}
      />
      {login.isError && <FormAlert>{loginErrorText(login.error)}</FormAlert>}
      <SubmitButton pending={login.isPending}>{t('general.auth.login.submit')}</SubmitButton>
      <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
        {t('general.auth.login.noAccount')}
        <Button variant="link" className="h-auto p-0" onClick={onCreateAccount}>
          {t('general.auth.login.createAccount')}
        </Button>
      </p>
    </form>
  );
}
