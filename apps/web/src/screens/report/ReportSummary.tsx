/** The figures at the top of a report (the as-run report and a run's show report): a card per figure, then over/under. */
import { useAppT } from '@/i18n/appI18n';
import { OverUnder } from './OverUnder';

export interface SummaryItem {
  term: string;
  value: string;
}

export function ReportSummary({
  items,
  overUnderSeconds,
  columns,
}: {
  items: SummaryItem[];
  overUnderSeconds: number | null;
  /** The grid's columns at the widest, one per card (lg:grid-cols-6 or -7). */
  columns: 'lg:grid-cols-6' | 'lg:grid-cols-7';
}) {
  const t = useAppT();
  return (
    <dl className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${columns}`}>
      {items.map((item) => (
        <div key={item.term} className="grid content-start gap-0.5 rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{item.term}</dt>
          <dd className="font-mono text-sm font-semibold tabular-nums break-words">{item.value}</dd>
        </div>
      ))}
      <div className="grid content-start gap-0.5 rounded-lg border bg-card p-3">
        <dt className="text-xs text-muted-foreground">{t('setup.report.overUnder')}</dt>
        <dd className="text-sm">
          <OverUnder seconds={overUnderSeconds} />
        </dd>
      </div>
    </dl>
  );
}
