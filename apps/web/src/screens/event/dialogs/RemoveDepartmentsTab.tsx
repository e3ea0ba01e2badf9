import { useEffect, useRef, useState } from 'react';
import { Trash, Undo2 } from 'lucide-react';
import { UNDO_WINDOW_MS, type Department, type DepartmentSnapshot } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useDeleteDepartment, useRestoreDepartment } from '@/api/departmentMutations';
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
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';
import { appT, useAppT } from '@/i18n/appI18n';

interface RemoveDepartmentsTabProps {
  eventId: number;
  departments: readonly Department[];
}

/** Remove a department (with its tasks) after a confirmation; Undo restores it for 10 s. */
export function RemoveDepartmentsTab({ eventId, departments }: RemoveDepartmentsTabProps) {
  const [pending, setPending] = useState<Department | null>(null);
  // Removed in this dialog and still undoable. The dialog is modal, so the toast's Undo is out of
  // reach while it is open: the same Undo is offered here too (whichever comes first restores once).
  const [recent, setRecent] = useState<DepartmentSnapshot[]>([]);
  const restored = useRef(new Set<number>());
  const timers = useRef<number[]>([]);
  const { mutateAsync: removeAsync } = useDeleteDepartment(eventId);
  const { mutateAsync: restoreAsync } = useRestoreDepartment(eventId);
  const t = useAppT();

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function forget(snapshot: DepartmentSnapshot) {
    setRecent((list) => list.filter((s) => s !== snapshot));
  }

  function undo(snapshot: DepartmentSnapshot) {
    const id = snapshot.department.id;
    if (restored.current.has(id)) return;
    restored.current.add(id);
    forget(snapshot);
    restoreAsync(snapshot).then(
      // The old code died with the delete: the crew needs the new one, so the toast names it.
      (restored) =>
        notifySuccess(
          appT('rundown.departments.restored'),
          appT('rundown.departments.restoredCode', { name: restored.department.name, code: restored.department.accessCode }),
        ),
      () => {
        restored.current.delete(id);
        notifyError(appT('rundown.departments.restoreFailed'));
      },
    );
  }

  async function remove(department: Department) {
    try {
      const snapshot = await removeAsync(department.id);
      setRecent((list) => [...list, snapshot]);
      timers.current.push(window.setTimeout(() => forget(snapshot), UNDO_WINDOW_MS));
      notifyWithUndo(appT('rundown.departments.removed'), () => undo(snapshot), department.name);
    } catch (err) {
      notifyError(appT('rundown.departments.removeFailed'), isApiError(err) && err.serverText ? err.serverText : department.name);
    }
  }

  const undoList = recent.length > 0 && (
    <ul aria-label={t('rundown.departments.recentlyRemoved')} className="mb-3 flex flex-col gap-2">
      {recent.map((snapshot) => (
        <li
          key={snapshot.department.id}
          className="flex items-center justify-between gap-3 rounded-md border border-dashed px-3 py-2 text-sm"
        >
          <span>{t('rundown.departments.nameRemoved', { name: snapshot.department.name })}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => undo(snapshot)}
            aria-label={t('rundown.departments.undoLabel', { name: snapshot.department.name })}
          >
            <Undo2 aria-hidden="true" />
            {t('rundown.departments.undo')}
          </Button>
        </li>
      ))}
    </ul>
  );

  if (departments.length === 0) {
    return (
      <>
        {undoList}
        <p className="text-sm text-muted-foreground">{t('rundown.departments.none')}</p>
      </>
    );
  }

  return (
    <>
      {undoList}
      <ul className="flex flex-col gap-2">
        {departments.map((d) => (
          <li key={d.id} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
            <span className="font-medium">{d.name}</span>
            <Button
              variant="outline"
              size="sm"
              className="text-destructive"
              onClick={() => setPending(d)}
              aria-label={t('rundown.departments.removeLabel', { name: d.name })}
            >
              <Trash aria-hidden="true" />
              {t('rundown.departments.remove')}
            </Button>
          </li>
        ))}
      </ul>
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('rundown.departments.confirmTitle', { name: pending?.name ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>{t('rundown.departments.confirm')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('rundown.common.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (pending) void remove(pending);
                setPending(null);
              }}
            >
              {t('rundown.departments.remove')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
