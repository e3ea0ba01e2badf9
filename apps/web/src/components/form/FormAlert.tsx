import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/utils';

interface FormAlertProps {
  children: ReactNode;
  title?: string;
  variant?: 'error' | 'success';
  className?: string;
}

/** The red box for server errors (role="alert"), or a green confirmation (role="status"). */
export function FormAlert({ children, title, variant = 'error', className }: FormAlertProps) {
  const Icon = variant === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2.5 text-sm',
        variant === 'error' ? 'border-destructive/50 bg-destructive/10 text-destructive' : 'border-success/50 bg-success/10 text-success',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
