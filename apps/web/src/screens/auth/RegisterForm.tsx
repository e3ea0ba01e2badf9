import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PRODUCT_NAME, registerSchema, type RegisterInput } from '@showcaller/shared';
import { useRegister } from '@/api/auth';
import { isApiError } from '@/api/client';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { intendedPath } from '@/routes/guards';
import { registerErrorText } from './authErrors';
import { FreeOffer, ThreeSteps } from './RegisterExtras';
import { SubmitButton } from './SubmitButton';
import { useAppT } from '@/i18n/appI18n';

const FIELDS = ['username', 'name', 'email', 'password', 'confirmPassword'] as const satisfies readonly (keyof RegisterInput)[];
type RegisterField = (typeof FIELDS)[number];

function isRegisterField(path: string): path is RegisterField {
  return (FIELDS as readonly string[]).includes(path);
}

interface RegisterFormProps {
  onLogin: () => void;
  /** Called when the account needs e-mail verification first (no token came back). */
  onVerificationRequired: () => void;
}

export function RegisterForm({ onLogin, onVerificationRequired }: RegisterFormProps) {
  const t = useAppT();
  const register = useRegister();
  const navigate = useNavigate();
  // Back where the person was heading (an invitation link, docs/decisions/0031-team-members-and-roles.md), else the dashboard.
  const location = useLocation();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const hasFieldErrors = FIELDS.some((f) => errors[f] !== undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await register.mutateAsync(values);
      if (data.token) {
        toast.success(t('general.auth.register.welcome', { product: PRODUCT_NAME, name: data.user.name }), {
          description: t('general.auth.register.ready'),
          duration: 6000,
        });
        void navigate(intendedPath(location.state) ?? '/dashboard', { replace: true });
        return;
      }
      toast.success(t('general.auth.register.done'), {
        description: data.message ?? t('general.auth.register.checkEmail', { email: data.user.email }),
        duration: 8000,
      });
      toast.info(t('general.auth.register.next'), {
        description: t('general.auth.register.nextText'),
        duration: 5000,
      });
      form.reset();
      onVerificationRequired();
    } catch (err) {
      // Field-level problems from the server go next to their fields as well.
      if (isApiError(err)) {
        for (const issue of err.issues) {
          if (isRegisterField(issue.path)) form.setError(issue.path, { type: 'server', message: issue.message });
        }
      }
    }
  });

  return (
    <div className="grid gap-6">
      <FreeOffer />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField
          id="register-username"
          label={t('general.auth.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          id="register-name"
          label={t('general.auth.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          id="register-email"
          label={t('general.auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields
          form={form}
          idPrefix="register"
          labels={{ password: t('general.auth.password'), confirm: t('general.auth.confirmPassword') }}
        />
        {hasFieldErrors && (
          <p className="text-sm font-medium text-destructive" aria-live="polite">
            {t('general.auth.register.fixErrors')}
          </p>
        )}
        {register.isError && <FormAlert>{registerErrorText(register.error)}</FormAlert>}
        <SubmitButton pending={register.isPending}>{t('general.auth.register.submit')}</SubmitButton>
        <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
          {t('general.auth.register.haveAccount')}
          <Button variant="link" className="h-auto p-0" onClick={onLogin}>
            {t('general.auth.register.loginInstead')}
          </Button>
        </p>
      </form>
      <ThreeSteps />
    </div>
  );
}
