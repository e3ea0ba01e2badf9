import { TriangleAlert } from 'lucide-react';
import type { ImportPreview } from '@showcaller/shared';

/** Lines beyond this are counted, not drawn. */
const CHANGE_LINE_LIMIT = 200;

/**
 * What the import loses or changes (docs/decisions/0024-keys-and-lossless-imports.md): the hidden data rows no cue takes, and
 * with a replace every field of the current cues that the file drops or changes ("Cue 3: duration
 * 00:05:00 → none (no data row)"). Nothing is silent: an import that changes nothing says so.
 */
export function ImportChangesList({ preview, replacing }: { preview: ImportPreview; replacing: boolean }) {
  const unused = preview.unusedData ?? [];
  const changes = replacing
    ? preview.rows.flatMap((r, i) =>
        r.replaces && r.replaces.length > 0 ? [`Cue ${i + 1} (${r.action || 'no Action'}): ${r.replaces.join('; ')}`] : [],
      )
    : [];
  if (unused.length === 0 && !replacing) return null;
  const shown = changes.slice(0, CHANGE_LINE_LIMIT);
  return (
    <div className="grid gap-2 text-sm" data-testid="import-changes">
      {replacing &&
        (changes.length === 0 ? (
          <p>Replacing keeps every field of the current cues as it is (only the ticks follow your choice).</p>
        ) : (
          <div className="grid gap-1 rounded-md border border-warning/60 bg-warning/10 p-3">
            <p className="flex items-center gap-1.5 font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              Replacing changes {changes.length === 1 ? '1 cue' : `${changes.length} cues`}:
            </p>
            <ul className="grid max-h-60 list-disc gap-0.5 overflow-auto pl-5 break-words" aria-label="What replacing changes">
              {shown.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {changes.length > shown.length && <p className="text-muted-foreground">{changes.length - shown.length} more cues change.</p>}
          </div>
        ))}
      {unused.length > 0 && (
        <div className="grid gap-1 rounded-md border border-warning/60 bg-warning/10 p-3">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
            Not imported from the file:
          </p>
          <ul className="grid list-disc gap-0.5 pl-5 break-words" aria-label="Not imported from the file">
            {unused.slice(0, CHANGE_LINE_LIMIT).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
