/**
 * Saved versions of the rundown (docs/decisions/0032-history-versions-presence.md): Save version
 * with an optional name, and Restore, asked first; the rundown as it is is saved before, so a
 * restore can itself be undone (from the changes list, or by restoring that version).
 */
import { useId, useState } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import type { RundownVersion, VersionReason } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useRestoreVersion, useSaveVersion, useVersions } from '@/api/history';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError, notifySuccess } from '@/lib/notify';
import { whenText } from './whenText';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const REASONS: Record<VersionReason, string> = {
  manual: 'saved',
  import: 'before an import',
  firstGo: 'before the first GO',
  restore: 'before a restore',
};

export function VersionsSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const versions = useVersions(eventId);
  const save = useSaveVersion(eventId);
  const restore = useRestoreVersion(eventId);
  const [label, setLabel] = useState('');
  const [asking, setAsking] = useState<RundownVersion | null>(null);
  const nameId = useId();

  async function onSave() {
    try {
      const v = await save.mutateAsync(label.trim());
      setLabel('');
      notifySuccess('Version saved', `“${v.label}”: ${count(v.cueCount, 'cue')}, ${count(v.taskCount, 'task')}`);
    } catch (err) {
      notifyError('Could not save the version', errorText(err, 'Please try again.'));
    }
  }

  async function onRestore(v: RundownVersion) {
    try {
      const r = await restore.mutateAsync(v.id);
      notifySuccess(`Restored “${v.label}”`, `The rundown before is saved as “${r.savedFirst.label}”.`);
    } catch (err) {
      notifyError('Could not restore the version', errorText(err, 'Please try again.'));
    }
  }

  return (
    <section aria-labelledby={`${nameId}-heading`} className="grid gap-3">
      <h3 id={`${nameId}-heading`} className="font-semibold">
        Versions
      </h3>
      {canEdit && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <label htmlFor={nameId} className="text-sm">
              Name (optional)
            </label>
            <Input
              id={nameId}
              value={label}
              maxLength={80}
              placeholder="e.g. After tech rehearsal"
              onChange={(e) => setLabel(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
            <Save aria-hidden="true" />
            Save version
          </Button>
        </form>
      )}
      {versions.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(versions.error, 'The versions could not be loaded.')}
        </p>
      )}
      {versions.data && versions.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No versions yet. One is saved before each import and before the first GO of each run.
        </p>
      )}
      {versions.data && versions.data.length > 0 && (
        <ul aria-label="Saved versions, newest first" className="grid gap-1">
          {versions.data.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium break-words">{v.label}</span>{' '}
                <span className="text-muted-foreground">
                  ({REASONS[v.reason]}, {count(v.cueCount, 'cue')}, {count(v.taskCount, 'task')}) · {v.who.label} · {whenText(v.createdAt)}
                </span>
              </span>
              {canEdit && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Restore version ${v.label}`}
                  disabled={restore.isPending}
                  onClick={() => setAsking(v)}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restore “{asking?.label}”?</AlertDialogTitle>
            <AlertDialogDescription>
              Cues, tasks and departments go back to this version for every screen. The rundown as it is now is saved as a version first, so
              you can go back to it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep the rundown</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking) void onRestore(asking);
                setAsking(null);
              }}
            >
              Restore version
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
