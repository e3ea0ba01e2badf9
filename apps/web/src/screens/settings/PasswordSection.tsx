import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { changePasswordSchema, type ChangePasswordInput } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useChangePassword } from '@/api/user';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from './SettingsSection';
import { useAppT } from '@/i18n/appI18n';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordSection() {
  const t = useAppT();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { signedOut } = await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success(t('general.settings.password.changed'), {
        description: t('general.settings.sessions.signedOut', { count: signedOut }),
      });
    } catch {
      // Shown in the alert box from change.error.
    }
  });

  return (
    <SettingsSection id="password" title={t('general.settings.password.title')} description={t('general.settings.password.description')}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField
          id="current-password"
          label={t('general.settings.password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          idPrefix="new"
          labels={{ password: t('general.settings.password.new'), confirm: t('general.settings.password.confirm') }}
          hint={t('general.password.hint')}
        />
        {change.isError && <FormAlert>{errorText(change.error, t('general.settings.password.saveFailed'))}</FormAlert>}
        <div>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
            {change.isPending && <Spinner />}
            {t('general.settings.password.title')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
