/**
 * The show screen's in-page confirmation (docs/decisions/0020-rewind-guard-and-undo.md): a jump during a
 * live show, or GO while a department flags a problem, asks here, never with the browser's blocking
 * confirm(). One question at a time; Enter confirms (the confirm button has the focus), Escape
 * cancels, and the focus goes back where it was, so the show's keys work at once.
 */
import { useSyncExternalStore } from 'react';
import type { Problem } from '@showcaller/shared';
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
import { appT, useAppT } from '@/i18n/appI18n';
import { problemNames } from './CrewTalkPanel';

export interface Question {
  title: string;
  description: string;
  confirm: string;
  cancel?: string;
}

interface Pending extends Question {
  answer: (yes: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function settle(yes: boolean): void {
  const p = pending;
  pending = null;
  emit();
  p?.answer(yes);
}

/** Asks in the page; resolves true when confirmed. A second question while one is open cancels the first. */
export function askFirst(q: Question): Promise<boolean> {
  if (pending) settle(false);
  return new Promise((resolve) => {
    pending = { ...q, answer: resolve };
    emit();
  });
}

/** The question for GO while a problem flag is open (docs/decisions/0017-stage-display-and-crew-talk.md, asked in the page since docs/decisions/0020-rewind-guard-and-undo.md). */
export function problemQuestion(problems: readonly Problem[]): Question {
  return {
    title: appT('show.ask.problemTitle'),
    description: appT('show.ask.problemText', { who: problemNames(problems) }),
    confirm: appT('show.ask.goAnyway'),
    cancel: appT('show.ask.wait'),
  };
}

/** GO, after asking when a problem is open. */
export async function goUnlessStopped(problems: readonly Problem[] | undefined, go: () => Promise<unknown>): Promise<void> {
  if (problems && problems.length > 0 && !(await askFirst(problemQuestion(problems)))) return;
  await go();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Mounted once on the show screen. The safe answer has the focus (Radix focuses Cancel): a caller
 * who clicked a row by accident and goes on pressing Enter or Space, the GO and STANDBY keys,
 * stays where the show is. Confirming takes the confirm button.
 */
export function AskFirstDialog() {
  const t = useAppT();
  const q = useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
  return (
    <AlertDialog open={q !== null} onOpenChange={(open) => !open && settle(false)}>
      {q && (
        <AlertDialogContent data-testid="ask-first">
          <AlertDialogHeader>
            <AlertDialogTitle>{q.title}</AlertDialogTitle>
            <AlertDialogDescription>{q.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel onClick={() => settle(false)}>{q.cancel ?? t('show.ask.cancel')}</AlertDialogCancel>
            <AlertDialogAction data-confirm="" onClick={() => settle(true)}>
              {q.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      )}
    </AlertDialog>
  );
}
