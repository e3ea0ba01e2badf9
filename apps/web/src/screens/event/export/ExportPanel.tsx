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
  const selected = list.find((d) => d.id === chosen) ?? list[0];

  return (
    <div className="grid gap-2 border-t pt-3">
      <label htmlFor={selectId} className="text-sm font-medium">
        Department
      </label>
      <select
        id={selectId}
        className={cn(inputClasses, 'h-10')}
        value={selected?.id ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
        disabled={list.length === 0}
      >
        {list.length === 0 && <option value="">{departments.isPending ? 'Loading departments…' : 'No departments yet'}</option>}
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
        className="h-auto min-h-10 justify-self-start text-left whitespace-normal"
      >
        <Printer aria-hidden="true" />
        Print / PDF — department call sheet
      </Button>
    </div>
  );
}

/** The show screen's Export tab (shortcut E): Excel, printable PDF, the as-run report and Excel import. */
export function ExportPanel({ eventId, headingId = 'export-heading' }: { eventId: number; headingId?: string }) {
  const { busy, exportExcel, printRundown } = useExportActions(eventId);
  const ids = { excel: useId(), print: useId(), import: useId(), report: useId() };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Export
        </h2>
        {busy && <Spinner label={busy === 'excel' ? 'Preparing the Excel file' : 'Preparing the printable rundown'} />}
      </div>
      {/* The import's preview table needs the full width: it comes last, across the columns. */}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Block
          title="Excel"
          id={ids.excel}
          description="The rundown as an .xlsx file: one row per cue, one column per department, rows in their colour. Durations and task colours ride along in a hidden second sheet, so the file imports back as it was."
        >
          <Button onClick={() => void exportExcel()} disabled={busy !== null} className="justify-self-start">
            <FileSpreadsheet aria-hidden="true" />
            Export to Excel
          </Button>
        </Block>
        <Block
          title="Print / PDF"
          id={ids.print}
          description="Opens a printable page in a new window; choose “Save as PDF” in the print dialog to keep a PDF."
        >
          <Button
            variant="outline"
            onClick={() => void printRundown({ kind: 'master' })}
            disabled={busy !== null}
            className="h-auto min-h-10 justify-self-start text-left whitespace-normal"
          >
            <Printer aria-hidden="true" />
            Print / PDF — master rundown
          </Button>
          <CallSheetPicker
            eventId={eventId}
            busy={busy !== null}
            onPrint={(departmentId) => void printRundown({ kind: 'department', departmentId })}
          />
        </Block>
        <Block
          title="As-run report"
          id={ids.report}
          className="md:col-span-2 xl:col-span-1"
          description="What was planned against what happened: actual GO times, durations, over/under and crew acknowledgements."
        >
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={`/report/${eventId}`}>
              <ChartColumn aria-hidden="true" />
              As-run report
            </Link>
          </Button>
        </Block>
        <Block
          title="Import from Excel"
          id={ids.import}
          className="md:col-span-2 xl:col-span-3"
          description="Add cues, departments and tasks from an .xlsx in the export layout, or replace the rundown with it. You see a preview before anything changes."
        >
          <ImportPanel eventId={eventId} />
        </Block>
      </div>
    </section>
  );
}
