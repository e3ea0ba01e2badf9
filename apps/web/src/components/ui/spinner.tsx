import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  /** When set, screen readers announce it; otherwise the spinner is decorative. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  if (label) {
    return (
      <span role="status" className="inline-flex items-center">
        <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
