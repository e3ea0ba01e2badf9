import { TriangleAlert } from 'lucide-react';
import type { ImportPreview } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';

/** Lines beyond this are counted, not drawn. */
const CHANGE_LINE_LIMIT = 200;

/**
 * What the import loses or changes (docs/decisions/0024-keys-and-lossless-imports.md): the hidden data rows no cue takes, and
 * with a replace every field of the current cues that the file drops or changes ("Cue 3: duration
 * 00:05:00 → none (no data row)"). Nothing is silent: an import that changes nothing says so.
 */
export function ImportChangesList({ preview, replacing }: { preview: ImportPreview; replacing: boolean }) {
  const t = useAppT();
  const unused = preview.unusedData ?? [];
  const changes = replacing
    ? preview.rows.flatMap((r, i) =>
        r.replaces && r.replaces.length > 0
          ? [
              t('rundown.importChanges.line', {
                number: i + 1,
                action: r.action || t('rundown.importChanges.noAction'),
                changes: r.replaces.join('; '),
              }),
            ]
          : [],
      )
    : [];
  if (unused.length === 0 && !replacing) return null;
  const shown = changes.slice(0, CHANGE_LINE_LIMIT);
  return (
    <div className="grid gap-2 text-sm" data-testid="import-changes">
      {replacing &&
        (changes.length === 0 ? (
          <p>{t('rundown.importChanges.none')}</p>
        ) : (
          <div className="grid gap-1 rounded-md border border-warning/60 bg-warning/10 p-3">
            <p className="flex items-center gap-1.5 font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {t('rundown.importChanges.title', { count: changes.length })}
            </p>
            <ul
              className="grid max-h-60 list-disc gap-0.5 overflow-auto ps-5 break-words"
              aria-label={t('rundown.importChanges.listLabel')}
            >
              {shown.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {changes.length > shown.length && (
              <p className="text-muted-foreground">{t('rundown.importChanges.more', { count: changes.length - shown.length })}</p>
            )}
          </div>
        ))}
      {unused.length > 0 && (
        <div className="grid gap-1 rounded-md border border-warning/60 bg-warning/10 p-3">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
            {t('rundown.importChanges.unused')}
          </p>
          <ul className="grid list-disc gap-0.5 ps-5 break-words" aria-label={t('rundown.importChanges.unusedLabel')}>
            {unused.slice(0, CHANGE_LINE_LIMIT).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
