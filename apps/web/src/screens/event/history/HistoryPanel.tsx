/**
 * The History tab (docs/decisions/0032-history-versions-presence.md): every change of the event,
 * newest first, with who and when, filtered by person and by cue; each edit can be undone (its
 * earlier value back, through the edit's own checks), and whole versions of the rundown restored.
 */
import { useId, useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { Cue, HistoryEntry } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useHistory, useUndoChange } from '@/api/history';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';
import { entryChange, entrySubject } from './describeEntry';
import { VersionsSection } from './VersionsSection';
import { whenText } from './whenText';

const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

function EntryRow({
  entry,
  onUndo,
  busy,
  canEdit,
}: {
  entry: HistoryEntry;
  onUndo: (e: HistoryEntry) => void;
  busy: boolean;
  canEdit: boolean;
}) {
  const t = useAppT();
  const f = useAppFormats();
  const subject = entrySubject(entry);
  const change = entryChange(entry);
  return (
    <li className="grid grid-cols-[1fr_auto] items-start gap-x-2 border-b py-2 text-sm last:border-b-0">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">
          <time dateTime={entry.at} className="font-mono tabular-nums">
            {whenText(entry.at, f)}
          </time>{' '}
          · <span className="font-medium break-all text-foreground">{entry.who.label}</span>
        </p>
        <p className="break-words">{t('show.history.line', { subject, change })}</p>
      </div>
      {entry.undoable && canEdit ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t('show.history.undoLabel', { subject, change })}
          onClick={() => onUndo(entry)}
        >
          <Undo2 aria-hidden="true" />
          {t('show.history.undo')}
        </Button>
      ) : (
        <span />
      )}
    </li>
  );
}

/**
 * `canEdit`: the person edits the rundown (owner, co-caller, producer, caller, editor). A lead or a
 * viewer reads the history without Undo, Save version or Restore, which the server would refuse
 * (docs/decisions/0031-team-members-and-roles.md).
 */
export function HistoryPanel({
  eventId,
  cues,
  headingId,
  canEdit,
}: {
  eventId: number;
  cues: readonly Cue[];
  headingId: string;
  canEdit: boolean;
}) {
  const t = useAppT();
  const [who, setWho] = useState('');
  const [cueId, setCueId] = useState<number | null>(null);
  const history = useHistory(eventId, who, cueId);
  const undo = useUndoChange(eventId);
  const ids = useId();
  const people = history.data?.pages[0]?.people ?? [];
  const entries = history.data?.pages.flatMap((p) => p.entries) ?? [];

  async function onUndo(entry: HistoryEntry) {
    try {
      await undo.mutateAsync(entry.id);
      notifySuccess(appT('show.history.undone'), appT('show.history.line', { subject: entrySubject(entry), change: entryChange(entry) }));
    } catch (err) {
      notifyError(appT('show.history.undoFailed'), errorText(err, appT('show.history.tryAgain')));
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid max-w-4xl gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('show.history.heading')}
      </h2>
      <VersionsSection eventId={eventId} canEdit={canEdit} />
      <section aria-labelledby={`${ids}-changes`} className="grid gap-3">
        <h3 id={`${ids}-changes`} className="font-semibold">
          {t('show.history.changes')}
        </h3>
        <div className="flex flex-wrap gap-3">
          <label className="grid gap-1 text-sm">
            {t('show.history.person')}
            <select className={SELECT} value={who} onChange={(e) => setWho(e.target.value)}>
              <option value="">{t('show.history.everyone')}</option>
              {people.map((p) => (
                <option key={p.key} value={p.key}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
          <label className="grid min-w-0 gap-1 text-sm">
            {t('show.history.cue')}
            <select
              className={`${SELECT} max-w-72`}
              value={cueId ?? ''}
              onChange={(e) => setCueId(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t('show.history.everyCue')}</option>
              {cues.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.number}. {c.action}
                </option>
              ))}
            </select>
          </label>
        </div>
        {history.isPending && (
          <div role="status" aria-label={t('show.history.loading')} className="grid gap-2">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        )}
        {history.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(history.error, t('show.history.loadError'))}
          </p>
        )}
        {history.isSuccess && entries.length === 0 && <p className="text-sm text-muted-foreground">{t('show.history.empty')}</p>}
        {entries.length > 0 && (
          <ul aria-label={t('show.history.listLabel')} className="rounded-md border px-3">
            {entries.map((e) => (
              <EntryRow key={e.id} entry={e} onUndo={(x) => void onUndo(x)} busy={undo.isPending} canEdit={canEdit} />
            ))}
          </ul>
        )}
        {history.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('show.history.older')}
          </Button>
        )}
      </section>
    </section>
  );
}
