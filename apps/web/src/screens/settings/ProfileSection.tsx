import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { updateProfileSchema, type UpdateProfileInput, type User } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useUpdateProfile } from '@/api/user';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from './SettingsSection';
import { useAppT } from '@/i18n/appI18n';

export function ProfileSection({ user }: { user: User }) {
  const t = useAppT();
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: user.name, email: user.email, currentPassword: '' },
  });
  const { errors, isDirty } = form.formState;
  // A new address is a way into the account (password resets go there): it needs the password.
  const emailChanged = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async ({ name, email, currentPassword }) => {
    if (emailChanged && !currentPassword) {
      form.setError('currentPassword', { message: t('general.settings.profile.passwordForEmail') });
      return;
    }
    try {
      const saved = await update.mutateAsync(emailChanged ? { name, email, currentPassword } : { name, email });
      form.reset({ name: saved.name, email: saved.email, currentPassword: '' });
      toast.success(t('general.settings.profile.updated'), {
        description: emailChanged ? t('general.settings.profile.updatedEmail') : t('general.settings.profile.updatedDescription'),
      });
    } catch {
      // Shown in the alert box from update.error.
    }
  });

  return (
    <SettingsSection
      id="profile"
      title={t('general.settings.profile.title')}
      description={t('general.settings.profile.description', { username: user.username })}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField
          id="profile-name"
          label={t('general.settings.profile.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          id="profile-email"
          label={t('general.settings.profile.email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        {emailChanged && (
          <FormField
            id="profile-current-password"
            label={t('general.settings.password.current')}
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        {update.isError && <FormAlert>{errorText(update.error, t('general.settings.profile.saveFailed'))}</FormAlert>}
        <div>
          <Button type="submit" disabled={update.isPending || !isDirty} aria-busy={update.isPending || undefined}>
            {update.isPending && <Spinner />}
            {t('general.settings.profile.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
