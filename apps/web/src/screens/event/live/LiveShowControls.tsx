/**
 * Live guards around the show screen's existing controls: the cue keyboard shortcuts, and the
 * rundown lock — while a cue stands by or runs, "Edit Rundown" asks for an explicit unlock first,
 * so a stray drag cannot reorder a running show.
 */
import { useState } from 'react';
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
import { RundownToolbar } from '../RundownToolbar';
import { AskFirstDialog, goUnlessStopped } from './askFirst';
import { useProblems } from './crewTalkQueries';
import { useLiveShow } from './liveShowContext';
import { useShowShortcuts } from './useShowShortcuts';
import { useAppT } from '@/i18n/appI18n';

/**
 * S/Space, G/Enter, H, C (resume), N/ArrowRight, B/ArrowLeft drive the cue (not in edit mode); renders
 * the show's in-page question (askFirst.tsx: a live jump, GO with a problem open).
 */
export function LiveShortcuts({ editMode }: { editMode: boolean }) {
  const { currentCue, commands, eventId } = useLiveShow();
  // G/Enter asks first while a department flags a problem, like the GO button (docs/decisions/0017-stage-display-and-crew-talk.md), in the page (docs/decisions/0020-rewind-guard-and-undo.md).
  const problems = useProblems(eventId).data;
  useShowShortcuts(!editMode && currentCue !== null, (command) =>
    command === 'go' ? void goUnlessStopped(problems, () => commands.run('go')) : void commands.run(command),
  );
  return <AskFirstDialog />;
}

interface LiveRundownToolbarProps {
  editMode: boolean;
  onEditModeChange: (on: boolean) => void;
  onNewAction: () => void;
  onAddDepartment: () => void;
}

export function LiveRundownToolbar({ editMode, onEditModeChange, onNewAction, onAddDepartment }: LiveRundownToolbarProps) {
  const t = useAppT();
  const { cueStatus } = useLiveShow();
  const [confirming, setConfirming] = useState(false);
  const isLive = cueStatus?.status === 'go' || cueStatus?.status === 'standby';

  return (
    <>
      <RundownToolbar
        editMode={editMode}
        locked={isLive}
        onToggleEdit={() => {
          if (editMode) onEditModeChange(false);
          else if (isLive) setConfirming(true);
          else onEditModeChange(true);
        }}
        onNewAction={onNewAction}
        onAddDepartment={onAddDepartment}
      />
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('show.unlock.question')}</AlertDialogTitle>
            <AlertDialogDescription>{t('show.unlock.text')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('show.unlock.keep')}</AlertDialogCancel>
            <AlertDialogAction onClick={() => onEditModeChange(true)}>{t('show.unlock.confirm')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
