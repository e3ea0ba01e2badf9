import { fieldErrorText } from '@/components/form/fieldErrors';
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
import { useAppT } from '@/i18n/appI18n';

interface ResetPasswordFormProps {
  /** The token from the mailed link (/auth?reset=TOKEN). */
  token: string;
  /** Leave the reset view for the login tab. */
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const t = useAppT();
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast.success(t('general.auth.reset.done'), { description: t('general.auth.reset.doneText'), duration: 6000 });
      onDone();
    } catch (err) {
      toast.error(t('general.auth.reset.failed'), { description: errorTextOr(err, RESET_FAILED) });
    }
  });

  const tokenError = errors.token?.message;
  const linkProblem = (tokenError && fieldErrorText(tokenError)) ?? (reset.isError ? errorTextOr(reset.error, RESET_FAILED) : null);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4" aria-labelledby="reset-title">
      <div className="grid gap-1">
        <h2 id="reset-title" className="text-xl font-semibold">
          {t('general.auth.reset.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('general.auth.reset.text')}</p>
      </div>
      <NewPasswordFields
        form={form}
        idPrefix="reset"
        labels={{ password: t('general.settings.password.new'), confirm: t('general.auth.reset.confirm') }}
      />
      {linkProblem && <FormAlert>{linkProblem}</FormAlert>}
      <SubmitButton pending={reset.isPending}>{t('general.auth.reset.submit')}</SubmitButton>
      <Button variant="ghost" onClick={onDone}>
        <ArrowLeft aria-hidden="true" />
        {t('general.auth.backToLogin')}
      </Button>
    </form>
  );
}
