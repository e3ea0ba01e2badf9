import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { changePasswordSchema, type ChangePasswordInput } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { otherSessionsText, useChangePassword } from '@/api/user';
import { FormAlert } from '@/components/form/FormAlert';
import { FormField } from '@/components/form/FormField';
import { NewPasswordFields } from '@/components/form/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SettingsSection } from './SettingsSection';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { signedOut } = await change.mutateAsync(values);
      form.reset(EMPTY);
      toast.success('Password changed', {
        description: `${otherSessionsText(signedOut)} ${signedOut === 1 ? 'was' : 'were'} signed out. This device stays signed in.`,
      });
    } catch {
      // Shown in the alert box from change.error.
    }
  });

  return (
    <SettingsSection id="password" title="Change password" description="Changing it signs out your other sessions.">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <FormField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          idPrefix="new"
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          hint="At least 8 characters."
        />
        {change.isError && <FormAlert>{errorText(change.error, 'Could not change your password.')}</FormAlert>}
        <div>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
            {change.isPending && <Spinner />}
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
