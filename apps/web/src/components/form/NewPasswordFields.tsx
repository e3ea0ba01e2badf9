/**
 * A new password and its confirmation, as registration, the reset link and the settings page ask
 * for them, in one place. The form's schema checks the rules; this only
 * lays out the two fields with the browser's new-password hints.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField';

interface NewPasswordFieldsProps<T extends FieldValues & { password: string; confirmPassword: string }> {
  form: UseFormReturn<T>;
  /** Prefix of the two ids: `${idPrefix}-password` and `${idPrefix}-confirm-password`. */
  idPrefix: string;
  labels: { password: string; confirm: string };
  hint?: string;
}

export function NewPasswordFields<T extends FieldValues & { password: string; confirmPassword: string }>({
  form,
  idPrefix,
  labels,
  hint,
}: NewPasswordFieldsProps<T>) {
  const { errors } = form.formState;
  const message = (key: 'password' | 'confirmPassword') => {
    const m = errors[key]?.message;
    return typeof m === 'string' ? m : undefined;
  };
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        {...(hint ? { hint } : {})}
        error={message('password')}
        {...form.register('password' as Path<T>)}
      />
      <FormField
        id={`${idPrefix}-confirm-password`}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={message('confirmPassword')}
        {...form.register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
