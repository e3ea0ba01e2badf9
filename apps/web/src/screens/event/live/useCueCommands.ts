/**
 * The cue status calls of the show screen (docs/decisions/0011-show-control.md) with the notices of docs/product.md#messages. Commands go
 * over HTTP, one at a time in the order pressed (BACK twice within 2 s must reach the server in order),
 * and every answer is shown at once through `applyStatus` (which ignores anything older than the screen).
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { cueCommandResponse, cueStatusSchema, type Cue, type CueCommand, type CueStatus } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';
import { notifyError, notifySuccess } from '@/lib/notify';

export const CUE_REFRESHED = 'Cue refreshed';
export const CUE_REFRESHED_DETAIL = 'This cue is now the current cue';
export const REFRESHING_PAST_CUE = 'Refreshing past cue';

export interface CueCommands {
  /** POST a command; resolves true when the server accepted it. */
  run: (command: CueCommand, cueId?: number) => Promise<boolean>;
  /** PUT {currentCueId}: the cue becomes current with hold, 0. `currentNumber` decides the past-cue notice. */
  setCurrent: (cue: Cue, currentNumber: number | null) => Promise<boolean>;
  setAutoAdvance: (on: boolean) => Promise<boolean>;
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

function reportFailure(command: CueCommand, err: unknown): void {
  const text = serverText(err);
  switch (command) {
    case 'standby':
    case 'go':
    case 'hold':
      notifyError(text ?? 'Failed to update cue status');
      return;
    case 'back':
      notifyError('Failed to execute back action', text);
      return;
    case 'next':
    case 'previous':
    case 'refresh':
      notifyError('Failed to perform action', text);
      return;
    default:
      command satisfies never;
  }
}

function reportInfo(info: string | undefined): void {
  if (info === undefined) return;
  if (info === CUE_REFRESHED) notifySuccess(CUE_REFRESHED, CUE_REFRESHED_DETAIL);
  else toast.info(info);
}

export function useCueCommands(eventId: number, applyStatus: (status: CueStatus) => void): CueCommands {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const [queue] = useState(() => new SerialQueue());

  return useMemo<CueCommands>(() => {
    const base = `/api/events/${eventId}/cuestatus`;
    return {
      run: (command, cueId) =>
        queue.push(async () => {
          try {
            const answer = await rundownFetch(`${base}/${command}`, cueCommandResponse, token, {
              method: 'POST',
              body: cueId === undefined ? {} : { cueId },
            });
            applyStatus(answer.cueStatus);
            reportInfo(answer.info);
            // A refresh un-completes the cue's tasks; the socket says so too, but may be down.
            if (answer.info === CUE_REFRESHED) void queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) });
            return true;
          } catch (err) {
            reportFailure(command, err);
            return false;
          }
        }),
      setCurrent: (cue, currentNumber) =>
        queue.push(async () => {
          try {
            applyStatus(await rundownFetch(base, cueStatusSchema, token, { method: 'PUT', body: { currentCueId: cue.id } }));
            if (currentNumber !== null && cue.number < currentNumber) toast.info(REFRESHING_PAST_CUE);
            return true;
          } catch (err) {
            notifyError('Failed to set current cue', serverText(err));
            return false;
          }
        }),
      setAutoAdvance: (on) =>
        queue.push(async () => {
          try {
            applyStatus(await rundownFetch(base, cueStatusSchema, token, { method: 'PUT', body: { autoAdvance: on } }));
            return true;
          } catch (err) {
            notifyError(serverText(err) ?? 'Failed to update cue status');
            return false;
          }
        }),
    };
  }, [eventId, token, queryClient, queue, applyStatus]);
}
