/**
 * The cue status calls of the show screen (docs/decisions/0011-show-control.md) with the notices of docs/product.md#messages. Commands go
 * one at a time in the order pressed (BACK twice within 2 s must reach the server in order): GO,
 * STANDBY, HOLD and resume over the live socket (their status arrives once, as its frame), the rest
 * and everything while the socket is down over HTTP, whose answer is shown at once through
 * `applyStatus` (which ignores anything older than the screen).
 *
 * While the show is live, a jump to another cue (a row or time-cell click, a refresh of a past cue)
 * asks first in the page; every jump, refresh, BACK and NEXT offers Undo for 10 s
 * (docs/decisions/0020-rewind-guard-and-undo.md).
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  COMMAND_FAILED,
  cueCommandResponse,
  cueStatusSchema,
  jumpNeedsConfirmation,
  type Cue,
  type CueCommand,
  type AppMessageKey,
  type CueStatus,
} from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';
import type { SocketCommandAnswer } from '@/realtime/RealtimeConnection';
import { notifyError, notifySuccess, notifyWithUndo } from '@/lib/notify';
import { askFirst } from './askFirst';
import { goRefusalNotice } from './goGuard';
import { appT } from '@/i18n/appI18n';

// The server's notices (its `info`), matched to show them in the app's language.
export const CUE_REFRESHED = 'Cue refreshed';
const SERVER_INFO: Record<string, AppMessageKey> = {
  [CUE_REFRESHED]: 'show.commands.refreshed',
  'Refreshing past cue': 'show.commands.refreshingPast',
  'Already at the last cue': 'show.commands.atLast',
  'Already at the first cue': 'show.commands.atFirst',
};
const infoText = (info: string) => {
  const key = SERVER_INFO[info];
  return key ? appT(key) : info;
};

export interface CueCommands {
  /** POST a command; resolves true when the server accepted it. */
  run: (command: CueCommand, cueId?: number) => Promise<boolean>;
  /** PUT {currentCueId}: the cue becomes current with hold, 0. `currentNumber` decides the past-cue notice. */
  setCurrent: (cue: Cue, currentNumber: number | null) => Promise<boolean>;
  setAutoAdvance: (on: boolean) => Promise<boolean>;
  /** Undo the change that produced status `version` (the toast's Undo). */
  undo: (version: number) => Promise<boolean>;
}

/** Commands whose change the toast offers to undo. */
const UNDOABLE: ReadonlySet<CueCommand> = new Set(['next', 'back', 'previous', 'refresh']);

export function jumpQuestion(target: Cue, current: Cue | undefined) {
  const to = { to: target.number, action: target.action };
  return {
    title: appT('show.jump.title', { number: target.number }),
    description: !current
      ? appT('show.jump.descriptionFromCurrent', to)
      : appT(target.number < current.number ? 'show.jump.descriptionBack' : 'show.jump.description', { ...to, from: current.number }),
    confirm: appT('show.jump.confirm', { number: target.number }),
    cancel: appT('show.jump.cancel'),
  };
}

/** Runs jobs one after another, whatever each one's outcome. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  push<T>(job: () => Promise<T>): Promise<T> {
    const run = this.tail.then(job, job);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

function serverText(err: unknown): string | undefined {
  return isApiError(err) ? (err.serverText ?? undefined) : undefined;
}

function reportFailure(command: CueCommand, text: string | undefined): void {
  // A GO inside the double-GO guard: its own toast, titled as every way in words it.
  const refused = command === 'go' ? goRefusalNotice(text) : undefined;
  if (refused) {
    notifyError(refused.title, refused.detail);
    return;
  }
  switch (command) {
    case 'standby':
    case 'go':
    case 'hold':
    case 'resume':
      notifyError(text ?? appT('show.commands.statusFailed'));
      return;
    case 'back':
      notifyError(appT('show.commands.backFailed'), text);
      return;
    case 'next':
    case 'previous':
    case 'refresh':
      notifyError(appT('show.commands.actionFailed'), text);
      return;
    default:
      command satisfies never;
  }
}

function reportInfo(info: string | undefined): void {
  if (info === undefined) return;
  if (info === CUE_REFRESHED) notifySuccess(appT('show.commands.refreshed'), appT('show.commands.refreshedDetail'));
  else toast.info(infoText(info));
}

/**
 * Commands that go over the live socket when it is up (no Undo, so the answer needs no status:
 * the status arrives once, as its frame). The rest, and every command while the socket is down, go over HTTP.
 */
const OVER_SOCKET: ReadonlySet<CueCommand> = new Set(['go', 'standby', 'hold', 'resume']);

export function useCueCommands(
  eventId: number,
  applyStatus: (status: CueStatus) => void,
  /** The status on screen now, and the cues (for the jump question). */
  now: () => { status: CueStatus | null; cues: readonly Cue[] } = () => ({ status: null, cues: [] }),
  /** The live socket's command (RealtimeConnection.command): null while it is not live. */
  overSocket: (command: CueCommand) => Promise<SocketCommandAnswer> | null = () => null,
): CueCommands {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const [queue] = useState(() => new SerialQueue());

  return useMemo<CueCommands>(() => {
    const base = `/api/events/${eventId}/cuestatus`;
    const refetchTasks = () => void queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) });
    const undo = (version: number) =>
      queue.push(async () => {
        try {
          const answer = await rundownFetch(`${base}/undo`, cueCommandResponse, token, { method: 'POST', body: { version } });
          applyStatus(answer.cueStatus);
          refetchTasks();
          notifySuccess(appT('show.commands.undone'), appT('show.commands.undoneDetail'));
          return true;
        } catch (err) {
          notifyError(appT('show.commands.undoFailed'), serverText(err));
          return false;
        }
      });
    const offerUndo = (title: string, status: CueStatus, description?: string) =>
      notifyWithUndo(title, () => void undo(status.version), description);
    /** While live, a move to another cue asks first; resolves false when the caller said no. */
    const mayJumpTo = async (targetId: number): Promise<boolean> => {
      const { status, cues } = now();
      if (!jumpNeedsConfirmation(status, status?.currentCueId ?? null, targetId)) return true;
      const target = cues.find((c) => c.id === targetId);
      if (!target) return true;
      return askFirst(
        jumpQuestion(
          target,
          cues.find((c) => c.id === status?.currentCueId),
        ),
      );
    };
    return {
      undo,
      run: async (command, cueId) => {
        if (command === 'refresh' && cueId !== undefined && !(await mayJumpTo(cueId))) return false;
        return queue.push(async () => {
          const sent = cueId === undefined && OVER_SOCKET.has(command) ? overSocket(command) : null;
          if (sent) {
            const answer = await sent;
            if (answer === 'lost') reportFailure(command, appT('show.commands.lost'));
            // The server's own failure reads as the documented words; a refusal gives its reason.
            else if (!answer.ok) reportFailure(command, answer.error === COMMAND_FAILED ? undefined : answer.error);
            else reportInfo(answer.info);
            return answer !== 'lost' && answer.ok;
          }
          try {
            const answer = await rundownFetch(`${base}/${command}`, cueCommandResponse, token, {
              method: 'POST',
              body: cueId === undefined ? {} : { cueId },
            });
            applyStatus(answer.cueStatus);
            // A change that moved the show offers its Undo (the toast replaces the plain notice).
            const moved = UNDOABLE.has(command) && answer.info !== 'Already at the last cue' && answer.info !== 'Already at the first cue';
            if (moved) {
              if (answer.info === CUE_REFRESHED)
                offerUndo(appT('show.commands.refreshed'), answer.cueStatus, appT('show.commands.refreshedDetail'));
              else offerUndo(appT(command === 'next' ? 'show.commands.nextCue' : 'show.commands.previousCue'), answer.cueStatus);
            } else reportInfo(answer.info);
            // A refresh un-completes the cue's tasks; the socket says so too, but may be down.
            if (answer.info === CUE_REFRESHED) refetchTasks();
            return true;
          } catch (err) {
            reportFailure(command, serverText(err));
            return false;
          }
        });
      },
      setCurrent: async (cue, currentNumber) => {
        if (!(await mayJumpTo(cue.id))) return false;
        return queue.push(async () => {
          try {
            const status = await rundownFetch(base, cueStatusSchema, token, { method: 'PUT', body: { currentCueId: cue.id } });
            applyStatus(status);
            offerUndo(
              currentNumber !== null && cue.number < currentNumber
                ? appT('show.commands.refreshingPast')
                : appT('show.commands.current', { number: cue.number }),
              status,
            );
            return true;
          } catch (err) {
            notifyError(appT('show.commands.setCurrentFailed'), serverText(err));
            return false;
          }
        });
      },
      setAutoAdvance: (on) =>
        queue.push(async () => {
          try {
            applyStatus(await rundownFetch(base, cueStatusSchema, token, { method: 'PUT', body: { autoAdvance: on } }));
            return true;
          } catch (err) {
            notifyError(serverText(err) ?? appT('show.commands.statusFailed'));
            return false;
          }
        }),
    };
  }, [eventId, token, queryClient, queue, applyStatus, now, overSocket]);
}
