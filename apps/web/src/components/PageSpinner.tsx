import { Spinner } from '@/components/ui/spinner';

/** Shown while a screen's code loads; kept tiny because it lives in the entry chunk. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label="Loading" />
    </div>
  );
}
