interface FeatureNoticeProps {
  headingId: string;
  title: string;
  children: string;
}

/** A tab whose feature ships in a later update: says so plainly instead of showing dead controls. */
export function FeatureNotice({ headingId, title, children }: FeatureNoticeProps) {
  return (
    <section aria-labelledby={headingId} className="flex max-w-2xl flex-col gap-2 rounded-lg border border-dashed p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{children}</p>
    </section>
  );
}
