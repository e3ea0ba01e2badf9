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
        toast.success(`Welcome to ${PRODUCT_NAME}, ${data.user.name}!`, {
          description: 'Your free account is ready. Taking you to your dashboard.',
          duration: 6000,
        });
        void navigate(intendedPath(location.state) ?? '/dashboard', { replace: true });
        return;
      }
      toast.success('Registration successful', {
        description:
          data.message ?? `Please check your e-mail (${data.user.email}) and open the verification link to activate your account.`,
        duration: 8000,
      });
      toast.info("What's next?", {
        description: 'After you verify your e-mail, come back here and log in with your username and password.',
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
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField id="register-name" label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <FormField
          id="register-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields form={form} idPrefix="register" labels={{ password: 'Password', confirm: 'Confirm Password' }} />
        {hasFieldErrors && (
          <p className="text-sm font-medium text-destructive" aria-live="polite">
            Please fix the errors above before submitting
          </p>
        )}
        {register.isError && <FormAlert>{registerErrorText(register.error)}</FormAlert>}
        <SubmitButton pending={register.isPending}>Create account</SubmitButton>
        <p className="flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
          Already have an account?
          <Button variant="link" className="h-auto p-0" onClick={onLogin}>
            Log in instead
          </Button>
        </p>
      </form>
      <ThreeSteps />
    </div>
  );
}
