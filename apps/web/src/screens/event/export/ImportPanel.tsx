import { useEffect, useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, type ImportMode, type ImportPreview } from '@showcaller/shared';
import { isApiError, type ApiIssue } from '@/api/client';
import { checkImportFile, commitImport, previewImport } from '@/api/exports';
import { markEventListsStale, rundownKeys, useDepartments, useRundownToken } from '@/api/rundown';
import { cueFieldKeys } from '@/api/cueFields';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportChoices } from './ImportChoices';
import { ImportChangesList } from './ImportChangesList';
import { FIELD_KIND_WORDS } from '../fields/fieldKindText';
import { appT, useAppT } from '@/i18n/appI18n';

type Phase = 'preview' | 'import';

interface Progress {
  phase: Phase;
  /** 0..1 of the upload; the server then reads the file. */
  fraction: number;
}

interface ImportError {
  text: string;
  issues: ApiIssue[];
}

function toImportError(err: unknown, fallback: string): ImportError {
  if (isApiError(err)) return { text: err.serverText ?? err.text, issues: err.issues };
  return { text: err instanceof Error && err.message ? err.message : fallback, issues: [] };
}

function ProgressBar({ progress, fileName }: { progress: Progress; fileName: string }) {
  const uploading = progress.fraction < 1;
  const percent = Math.round(progress.fraction * 100);
  const t = useAppT();
  const label = uploading
    ? t('rundown.import.uploading', { name: fileName })
    : progress.phase === 'preview'
      ? t('rundown.import.checking')
      : t('rundown.import.importing');
  return (
    <div className="grid gap-1.5">
      <p className="text-sm" aria-live="polite">
        {label}
        {uploading && ` ${t('rundown.import.percent', { percent })}`}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={uploading ? 'h-full bg-primary transition-[width]' : 'h-full w-1/3 animate-pulse bg-primary'}
          style={uploading ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}

/** Excel import: pick a file, see what it would create (problems per row), then confirm. */
export function ImportPanel({ eventId }: { eventId: number }) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const departments = useDepartments(eventId);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<ImportError | null>(null);
  // Asked only when the event has cues; a re-import starts with every task open unless ticks are kept.
  const [mode, setMode] = useState<ImportMode>('append');
  const [keepTicks, setKeepTicks] = useState(false);
  useEffect(() => () => abortRef.current?.abort(), []);
  const t = useAppT();

  function reset(): void {
    setFile(null);
    setPreview(null);
    setError(null);
    setMode('append');
    setKeepTicks(false);
    if (inputRef.current) inputRef.current.value = '';
  }

  async function upload<T>(phase: Phase, send: (options: Parameters<typeof previewImport>[2]) => Promise<T>): Promise<T | null> {
    abortRef.current?.abort();
    const abort = new AbortController();
    abortRef.current = abort;
    setError(null);
    setProgress({ phase, fraction: 0 });
    try {
      return await send({ token, signal: abort.signal, onProgress: (fraction) => setProgress({ phase, fraction }) });
    } catch (err) {
      if (!abort.signal.aborted) setError(toImportError(err, appT('rundown.import.unreadable')));
      return null;
    } finally {
      if (abortRef.current === abort) {
        abortRef.current = null;
        setProgress(null);
      }
    }
  }

  async function choose(next: File | undefined): Promise<void> {
    setPreview(null);
    setMode('append');
    setKeepTicks(false);
    setFile(next ?? null);
    if (!next) return;
    const problem = checkImportFile(next);
    if (problem) {
      setError({ text: problem, issues: [] });
      return;
    }
    const answer = await upload('preview', (options) => previewImport(eventId, next, options));
    if (answer) setPreview(answer);
  }

  async function confirm(): Promise<void> {
    if (!file || !preview) return;
    const choice = { mode: replacing ? 'replace' : 'append', ticks: keepTicks ? 'keep' : 'clear' } as const;
    const answer = await upload('import', (options) => commitImport(eventId, file, choice, options));
    if (!answer) return;
    const { cues, departments: newDepartments, tasks } = answer.created;
    const details = appT('rundown.import.details', { departments: newDepartments, tasks });
    if (answer.replaced > 0)
      notifySuccess(
        appT('rundown.import.replacedTitle', { count: cues }),
        appT('rundown.import.replacedText', { count: answer.replaced, details }),
      );
    else notifySuccess(appT('rundown.import.importedTitle', { count: cues }), details);
    reset();
    markEventListsStale(queryClient);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rundownKeys.cues(eventId) }),
      queryClient.invalidateQueries({ queryKey: rundownKeys.departments(eventId) }),
      queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) }),
      queryClient.invalidateQueries({ queryKey: cueFieldKeys.list(eventId) }),
    ]);
  }

  const existing = new Set((departments.data ?? []).map((d) => d.name.toLocaleLowerCase('en')));
  const newDepartments = preview?.departments.filter((n) => !existing.has(n.toLocaleLowerCase('en'))) ?? [];
  // Custom fields the file adds to the event (docs/decisions/0034-custom-fields.md).
  const newFields = preview?.customFields?.filter((f) => f.isNew) ?? [];
  const badRows = preview?.rows.filter((r) => r.problems.length > 0).length ?? 0;
  const problemCount = (preview?.problems.length ?? 0) + badRows;
  const cueCount = preview?.rows.length ?? 0;
  const existingCues = preview?.existingCues ?? 0;
  const replacing = existingCues > 0 && mode === 'replace';
  const ticked =
    preview?.rows.reduce(
      (n, r) =>
        n +
        Object.values(r.tasks)
          .flat()
          .filter((t) => t.completed).length,
      0,
    ) ?? 0;
  // The server refuses it too; said here so the choice can be changed before uploading again.
  const appendTooMany = existingCues > 0 && !replacing && existingCues + cueCount > LIMITS.maxCuesPerEvent;
  const working = progress !== null;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('rundown.import.fileLabel')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={working}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full min-w-0 text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
        />
      </div>

      {progress && file && <ProgressBar progress={progress} fileName={file.name} />}

      {error && (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/60 bg-destructive/10 p-3 text-sm">
          <p className="font-medium text-destructive">{error.text}</p>
          {error.issues.length > 0 && (
            <ul className="list-disc ps-5">
              {error.issues.slice(0, 10).map((issue, i) => (
                <li key={i}>{issue.path ? `${issue.path}: ${issue.message}` : issue.message}</li>
              ))}
            </ul>
          )}
          <p className="text-muted-foreground">{t('rundown.import.nothingChanged')}</p>
        </div>
      )}

      {preview && (
        <div className="grid gap-3">
          <h4 className="text-sm font-semibold">{t('rundown.import.preview')}</h4>
          <p className="text-sm" role="status">
            {t('rundown.import.summary', {
              clauses: [
                existingCues === 0
                  ? t('rundown.import.toAdd', { count: cueCount })
                  : t(replacing ? 'rundown.import.toAddReplacing' : 'rundown.import.toAddAfter', {
                      count: cueCount,
                      existing: existingCues,
                    }),
                newDepartments.length > 0
                  ? t('rundown.import.newDepartments', { names: newDepartments.join(', ') })
                  : t('rundown.import.noNewDepartments'),
                ...(newFields.length > 0
                  ? [
                      t('rundown.import.newFields', {
                        names: newFields
                          .map((f) => t('rundown.import.fieldWithKind', { name: f.name, kind: t(FIELD_KIND_WORDS[f.kind]) }))
                          .join(', '),
                      }),
                    ]
                  : []),
              ].join(t('rundown.import.clauseSeparator')),
            })}
            {problemCount > 0 && <strong className="text-destructive"> {t('rundown.import.problems', { count: problemCount })}</strong>}
          </p>
          {preview.problems.length > 0 && (
            <ul className="list-disc ps-5 text-sm text-destructive">
              {preview.problems.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          )}
          {cueCount > 0 && <ImportPreviewTable preview={preview} />}
          {cueCount > 0 && problemCount === 0 && (
            <ImportChoices
              existingCues={existingCues}
              ticked={ticked}
              mode={mode}
              onModeChange={setMode}
              keepTicks={keepTicks}
              onKeepTicksChange={setKeepTicks}
              disabled={working}
            />
          )}
          {cueCount > 0 && problemCount === 0 && <ImportChangesList preview={preview} replacing={replacing} />}
          {appendTooMany && (
            <p className="text-sm font-medium text-destructive">
              {t('rundown.import.tooMany', { existing: existingCues, count: cueCount, max: LIMITS.maxCuesPerEvent })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void confirm()} disabled={working || cueCount === 0 || problemCount > 0 || appendTooMany}>
              <Upload aria-hidden="true" />
              {replacing ? t('rundown.import.replaceButton', { count: cueCount }) : t('rundown.import.importButton', { count: cueCount })}
            </Button>
            <Button variant="outline" onClick={reset} disabled={working}>
              {t('rundown.common.cancel')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
