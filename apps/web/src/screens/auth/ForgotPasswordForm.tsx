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
import { useAppT } from '@/i18n/appI18n';

interface ForgotPasswordFormProps {
  onBack: () => void;
}

export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const t = useAppT();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await forgot.mutateAsync(values);
      toast.success(t('general.auth.forgot.sent'), {
        description: data.message || t('general.auth.forgot.sentText'),
        duration: 6000,
      });
      onBack();
    } catch (err) {
      toast.error(t('general.auth.reset.failed'), { description: errorTextOr(err, FORGOT_FAILED) });
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-labelledby="forgot-title">
      <div className="grid gap-1">
        <h2 id="forgot-title" className="text-xl font-semibold">
          {t('general.auth.forgot.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('general.auth.forgot.text')}</p>
      </div>
      <FormField
        id="forgot-email"
        label={t('general.auth.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={forgot.isPending}>{t('general.auth.forgot.submit')}</SubmitButton>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('general.auth.backToLogin')}
      </Button>
    </form>
  );
}
