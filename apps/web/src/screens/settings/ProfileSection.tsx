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

export function ProfileSection({ user }: { user: User }) {
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
      form.setError('currentPassword', { message: 'Enter your current password to change your e-mail' });
      return;
    }
    try {
      const saved = await update.mutateAsync(emailChanged ? { name, email, currentPassword } : { name, email });
      form.reset({ name: saved.name, email: saved.email, currentPassword: '' });
      toast.success('Profile updated', {
        description: emailChanged
          ? 'Saved. Confirm the new address with the link we e-mailed, if one arrives.'
          : 'Your name and e-mail have been saved.',
      });
    } catch {
      // Shown in the alert box from update.error.
    }
  });

  return (
    <SettingsSection id="profile" title="Profile" description={`Signed in as ${user.username}. Your username cannot be changed.`}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField id="profile-name" label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <FormField
          id="profile-email"
          label="E-mail"
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
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        )}
        {update.isError && <FormAlert>{errorText(update.error, 'Could not save your profile.')}</FormAlert>}
        <div>
          <Button type="submit" disabled={update.isPending || !isDirty} aria-busy={update.isPending || undefined}>
            {update.isPending && <Spinner />}
            Save profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
