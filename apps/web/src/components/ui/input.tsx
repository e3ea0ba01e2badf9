import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const inputClasses =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(inputClasses, 'h-10 file:border-0 file:bg-transparent file:text-sm file:font-medium', className)}
      {...props}
    />
  );
}
