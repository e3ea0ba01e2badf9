import { PRODUCT_NAME } from '@showcaller/shared';
import { cn } from '@/lib/utils';

/** The product logo (decorative square with the cue dot) followed by the product name. */
export function BrandMark({ className, hideName = false }: { className?: string; hideName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span
        aria-hidden="true"
        className="relative inline-flex size-8 items-center justify-center rounded-lg bg-brand text-base text-brand-foreground"
      >
        S
        <span className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-red-400 ring-2 ring-background" />
      </span>
      {!hideName && <span>{PRODUCT_NAME}</span>}
    </span>
  );
}
