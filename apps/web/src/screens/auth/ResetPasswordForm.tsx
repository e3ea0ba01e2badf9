import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { resetPasswordSchema } from '@showcaller/shared';
import { useResetPassword } from '@/api/auth';
import { FormAlert } from '@/components/form/FormAlert';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { errorTextOr, RESET_FAILED } from './authErrors';
import { SubmitButton } from './SubmitButton';

interface ResetPasswordFormProps {
  /** The token from the mailed link (/auth?reset=TOKEN). */
  token: string;
  /** Leave the reset view for the login tab. */
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success('Password Reset Successful', { description: 'You can now log in with your new password.', duration: 6000 });
      onDone();
    } catch (err) {
      toast.error('Password Reset Failed', { description: errorTextOr(err, RESET_FAILED) });
    }
  });

  const linkProblem = errors.token?.message ?? (reset.isError ? errorTextOr(reset.error, RESET_FAILED) : null);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-labelledby="reset-title">
      <div className="grid gap-1">
        <h2 id="reset-title" className="text-xl font-semibold">
          Choose a new password
        </h2>
        <p className="text-sm text-muted-foreground">
          Use at least 8 characters. Other sessions of your account will need to log in again.
        </p>
      </div>
      <NewPasswordFields form={form} idPrefix="reset" labels={{ password: 'New password', confirm: 'Confirm password' }} />
      {linkProblem && <FormAlert>{linkProblem}</FormAlert>}
      <SubmitButton pending={reset.isPending}>Reset password</SubmitButton>
      <Button variant="ghost" onClick={onDone}>
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </Button>
    </form>
  );
}
