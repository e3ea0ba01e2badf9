import { useId, useState, type ReactNode } from 'react';
import { ChartColumn, FileSpreadsheet, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { useDepartments } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { ImportPanel } from './ImportPanel';
import { useExportActions } from './useExportActions';
import { useAppT } from '@/i18n/appI18n';

interface BlockProps {
  title: string;
  id: string;
  description: string;
  className?: string;
  children: ReactNode;
}

function Block({ title, id, description, className, children }: BlockProps) {
  return (
    <section aria-labelledby={id} className={cn('grid min-w-0 content-start gap-3 rounded-lg border bg-card p-4', className)}>
      <div className="grid gap-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

function CallSheetPicker({ eventId, busy, onPrint }: { eventId: number; busy: boolean; onPrint: (departmentId: number) => void }) {
  const departments = useDepartments(eventId);
  const list = departments.data ?? [];
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const t = useAppT();
  const selected = list.find((d) => d.id === chosen) ?? list[0];

  return (
    <div className="grid gap-2 border-t pt-3">
      <label htmlFor={selectId} className="text-sm font-medium">
        {t('rundown.export.department')}
      </label>
      <select
        id={selectId}
        className={cn(inputClasses, 'h-10')}
        value={selected?.id ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
        disabled={list.length === 0}
      >
        {list.length === 0 && (
          <option value="">{departments.isPending ? t('rundown.export.loadingDepartments') : t('rundown.export.noDepartments')}</option>
        )}
        {list.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        disabled={!selected || busy}
        onClick={() => selected && onPrint(selected.id)}
        className="h-auto min-h-10 justify-self-start text-start whitespace-normal"
      >
        <Printer aria-hidden="true" />
        {t('rundown.export.callSheet')}
      </Button>
    </div>
  );
}

/** The show screen's Export tab (shortcut E): Excel, printable PDF, the as-run report and Excel import. */
export function ExportPanel({ eventId, headingId = 'export-heading' }: { eventId: number; headingId?: string }) {
  const { busy, exportExcel, printRundown } = useExportActions(eventId);
  const ids = { excel: useId(), print: useId(), import: useId(), report: useId() };
  const t = useAppT();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('rundown.tab.export')}
        </h2>
        {busy && <Spinner label={busy === 'excel' ? t('rundown.export.preparingExcel') : t('rundown.export.preparingPrint')} />}
      </div>
      {/* The import's preview table needs the full width: it comes last, across the columns. */}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Block title={t('rundown.export.excelTitle')} id={ids.excel} description={t('rundown.export.excelDescription')}>
          <Button onClick={() => void exportExcel()} disabled={busy !== null} className="justify-self-start">
            <FileSpreadsheet aria-hidden="true" />
            {t('rundown.export.toExcel')}
          </Button>
        </Block>
        <Block title={t('rundown.export.printTitle')} id={ids.print} description={t('rundown.export.printDescription')}>
          <Button
            variant="outline"
            onClick={() => void printRundown({ kind: 'master' })}
            disabled={busy !== null}
            className="h-auto min-h-10 justify-self-start text-start whitespace-normal"
          >
            <Printer aria-hidden="true" />
            {t('rundown.export.master')}
          </Button>
          <CallSheetPicker
            eventId={eventId}
            busy={busy !== null}
            onPrint={(departmentId) => void printRundown({ kind: 'department', departmentId })}
          />
        </Block>
        <Block
          title={t('rundown.export.asRun')}
          id={ids.report}
          className="md:col-span-2 xl:col-span-1"
          description={t('rundown.export.asRunDescription')}
        >
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={`/report/${eventId}`}>
              <ChartColumn aria-hidden="true" />
              {t('rundown.export.asRun')}
            </Link>
          </Button>
        </Block>
        <Block
          title={t('rundown.export.importTitle')}
          id={ids.import}
          className="md:col-span-2 xl:col-span-3"
          description={t('rundown.export.importDescription')}
        >
          <ImportPanel eventId={eventId} />
        </Block>
      </div>
    </section>
  );
}
