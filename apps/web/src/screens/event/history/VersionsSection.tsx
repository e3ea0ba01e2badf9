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
import { useAppFormats } from '@/i18n/appFormats';
import { appT, useAppT } from '@/i18n/appI18n';
import type { AppMessageKey } from '@showcaller/shared';
import { whenText } from './whenText';

const cues = (count: number) => appT('show.versions.cues', { count });
const tasks = (count: number) => appT('show.versions.tasks', { count });

const REASONS: Record<VersionReason, AppMessageKey> = {
  manual: 'show.versions.reason.manual',
  import: 'show.versions.reason.import',
  firstGo: 'show.versions.reason.firstGo',
  restore: 'show.versions.reason.restore',
};

export function VersionsSection({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const t = useAppT();
  const f = useAppFormats();
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
      notifySuccess(
        t('show.versions.saved'),
        t('show.versions.savedDetail', { label: v.label, cues: cues(v.cueCount), tasks: tasks(v.taskCount) }),
      );
    } catch (err) {
      notifyError(t('show.versions.saveFailed'), errorText(err, t('show.history.tryAgain')));
    }
  }

  async function onRestore(v: RundownVersion) {
    try {
      const r = await restore.mutateAsync(v.id);
      notifySuccess(t('show.versions.restored', { label: v.label }), t('show.versions.restoredDetail', { label: r.savedFirst.label }));
    } catch (err) {
      notifyError(t('show.versions.restoreFailed'), errorText(err, t('show.history.tryAgain')));
    }
  }

  return (
    <section aria-labelledby={`${nameId}-heading`} className="grid gap-3">
      <h3 id={`${nameId}-heading`} className="font-semibold">
        {t('show.versions.heading')}
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
              {t('show.versions.name')}
            </label>
            <Input
              id={nameId}
              value={label}
              maxLength={80}
              placeholder={t('show.versions.namePlaceholder')}
              onChange={(e) => setLabel(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={save.isPending} aria-busy={save.isPending}>
            <Save aria-hidden="true" />
            {t('show.versions.save')}
          </Button>
        </form>
      )}
      {versions.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(versions.error, t('show.versions.loadError'))}
        </p>
      )}
      {versions.data && versions.data.length === 0 && <p className="text-sm text-muted-foreground">{t('show.versions.empty')}</p>}
      {versions.data && versions.data.length > 0 && (
        <ul aria-label={t('show.versions.listLabel')} className="grid gap-1">
          {versions.data.map((v) => (
            <li key={v.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium break-words">{v.label}</span>{' '}
                <span className="text-muted-foreground">
                  {t('show.versions.details', { reason: t(REASONS[v.reason]), cues: cues(v.cueCount), tasks: tasks(v.taskCount) })} ·{' '}
                  {v.who.label} · {whenText(v.createdAt, f)}
                </span>
              </span>
              {canEdit && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('show.versions.restoreNamed', { label: v.label })}
                  disabled={restore.isPending}
                  onClick={() => setAsking(v)}
                >
                  <RotateCcw aria-hidden="true" />
                  {t('show.versions.restore')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('show.versions.askTitle', { label: asking?.label ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('show.versions.askText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('show.versions.keep')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking) void onRestore(asking);
                setAsking(null);
              }}
            >
              {t('show.versions.confirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
