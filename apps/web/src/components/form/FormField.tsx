import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { fieldErrorText } from './fieldErrors';

export interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra content on the label row, on the right (a "Forgot password?" link, say). */
  labelAside?: ReactNode;
}

/** A labelled text input with its validation message tied to it for screen readers. */
export function FormField({ id, label, error, hint, labelAside, className, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {fieldErrorText(error)}
        </p>
      )}
    </div>
  );
}
