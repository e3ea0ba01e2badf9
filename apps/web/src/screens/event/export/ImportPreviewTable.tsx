import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatHms, type ImportPreview, type ImportRow } from '@showcaller/shared';
import { cn } from '@/lib/utils';
import { appT, useAppT } from '@/i18n/appI18n';

/** Rows beyond this are counted, not drawn: the import itself still takes them all. */
export const PREVIEW_ROW_LIMIT = 300;

function tasksSummary(row: ImportRow): string {
  const parts = Object.entries(row.tasks)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) => `${name}: ${list.length}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** Where a cue's duration, time mode, colours and triggers come from when its # or Action was edited. */
function dataNote(row: ImportRow, dataSheet: boolean): string | null {
  switch (row.dataMatch) {
    case 'number':
      return appT('rundown.preview.sameNumber', { row: row.dataRow ?? '' });
    case 'action':
      return appT('rundown.preview.sameAction', { row: row.dataRow ?? '' });
    case 'exact':
      return null;
    case undefined:
      // The file has the hidden sheet but no row for this cue: no duration, colours or triggers from it.
      return dataSheet ? appT('rundown.preview.noDataRow') : null;
    default:
      return row.dataMatch satisfies never;
  }
}

function ProblemList({ problems, note }: { problems: readonly string[]; note: string | null }) {
  const t = useAppT();
  if (problems.length === 0) {
    return (
      <span className="grid gap-0.5">
        <span className="inline-flex items-center gap-1 text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('rundown.preview.ok')}
        </span>
        {note && <span className="text-xs text-muted-foreground">{note}</span>}
      </span>
    );
  }
  return (
    <ul className="grid gap-1 text-destructive">
      {problems.map((p, i) => (
        <li key={i} className="flex gap-1">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{p}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the file would create, row by row, with each row's problems marked. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const shown = preview.rows.slice(0, PREVIEW_ROW_LIMIT);
  const hidden = preview.rows.length - shown.length;
  const t = useAppT();
  return (
    <div className="grid gap-2">
      <div
        className="relative max-h-[28rem] overflow-auto rounded-md border"
        tabIndex={0}
        role="region"
        aria-label={t('rundown.preview.region')}
      >
        <table className="w-full min-w-[44rem] border-collapse text-sm">
          <caption className="sr-only">{t('rundown.preview.caption')}</caption>
          <thead className="sticky top-0 bg-muted text-start">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.preview.row')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.cueDialog.time')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.cueDialog.action')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.cueDialog.duration')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.preview.tasks')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.tab.notes')}
              </th>
              <th scope="col" className="px-2 py-1.5 font-semibold">
                {t('rundown.preview.check')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const bad = row.problems.length > 0;
              return (
                <tr key={row.row} className={cn('border-t align-top', bad && 'bg-destructive/10')} data-problem={bad ? 'true' : undefined}>
                  <th
                    scope="row"
                    className={cn('px-2 py-1.5 font-mono font-normal tabular-nums', bad && 'border-s-4 border-s-destructive')}
                  >
                    {row.row}
                  </th>
                  <td className="px-2 py-1.5 font-mono tabular-nums">{row.time || '—'}</td>
                  <td className="px-2 py-1.5 font-medium break-words">{row.action || '—'}</td>
                  <td className="px-2 py-1.5 font-mono tabular-nums">{row.duration === null ? '--:--:--' : formatHms(row.duration)}</td>
                  <td className="px-2 py-1.5 break-words">{tasksSummary(row)}</td>
                  <td className="px-2 py-1.5 break-words whitespace-pre-line">{row.notes?.trim() ? row.notes : '—'}</td>
                  <td className="px-2 py-1.5">
                    <ProblemList problems={row.problems} note={dataNote(row, preview.dataSheet ?? false)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {hidden > 0 && <p className="text-sm text-muted-foreground">{t('rundown.preview.hidden', { count: hidden })}</p>}
    </div>
  );
}
