import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { forgotPasswordSchema } from '@showcaller/shared';
import { useForgotPassword } from '@/api/auth';
import { FormField } from '@/components/form/FormField';
import { Button } from '@/components/ui/button';
import { errorTextOr, FORGOT_FAILED } from './authErrors';
import { SubmitButton } from './SubmitButton';

interface ForgotPasswordFormProps {
  onBack: () => void;
}

export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await forgot.mutateAsync(values);
      toast.success('Password Reset Email Sent', {
        description: data.message || 'If an account uses that e-mail, a reset link is on its way. Check your inbox.',
        duration: 6000,
      });
      onBack();
    } catch (err) {
      toast.error('Password Reset Failed', { description: errorTextOr(err, FORGOT_FAILED) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-labelledby="forgot-title">
      <div className="grid gap-1">
        <h2 id="forgot-title" className="text-xl font-semibold">
          Reset your password
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </p>
      </div>
      <FormField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={forgot.isPending}>Send Reset Link</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Login
      </Button>
    </form>
  );
}
