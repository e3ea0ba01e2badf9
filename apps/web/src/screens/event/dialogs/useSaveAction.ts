import { useRef } from 'react';
import type { Cue } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCreateCue, useUpdateCue, type CuePatchVariables } from '@/api/cueMutations';
import { notifyError, notifySuccess } from '@/lib/notify';
import { appT } from '@/i18n/appI18n';
import type { CueFormOutput } from './cueForm';

type Patch = CuePatchVariables['patch'];

/**
 * What an Edit dialog sends (docs/decisions/0032-history-versions-presence.md): only the fields it
 * changed, each with the value it opened with (`now`, after a refusal: the value saved since, so
 * saving again means "mine instead"). Someone else's change to a field left alone survives; one to a
 * field changed here too is refused with their value, and nothing is written.
 */
export function dialogPatch(opened: Cue, value: CueFormOutput, now: Cue = opened): Patch {
  const patch: Patch = {};
  const base: NonNullable<Patch['base']> = {};
  if (value.time !== opened.time) [patch.time, base.time] = [value.time, now.time];
  if (value.timeMode !== undefined && value.timeMode !== opened.timeMode) patch.timeMode = value.timeMode;
  if (value.action !== opened.action) [patch.action, base.action] = [value.action, now.action];
  if ((value.notes ?? '') !== (opened.notes ?? '')) [patch.notes, base.notes] = [value.notes, now.notes];
  if (value.duration !== opened.duration) [patch.duration, base.duration] = [value.duration, now.duration];
  if (value.colorMark.toUpperCase() !== opened.colorMark.toUpperCase())
    [patch.colorMark, base.colorMark] = [value.colorMark, now.colorMark];
  return Object.keys(base).length > 0 ? { ...patch, base } : patch;
}

/** The show screen's New/Edit Action save (docs/product.md#messages): a new cue goes after the highest number. */
export function useSaveAction(eventId: number, cues: readonly Cue[]) {
  const { mutateAsync: create } = useCreateCue(eventId);
  const { mutateAsync: update } = useUpdateCue(eventId);
  // Cues whose save was refused (someone else saved a field meanwhile): the next save compares with
  // the cue as it is now, so saving again means "mine instead" (as an inline cell does).
  const refused = useRef(new Set<number>());

  return async (value: CueFormOutput, cue: Cue | null): Promise<boolean> => {
    try {
      if (cue) {
        // `cue` is the cue as the dialog opened with it (the screen keeps it in its state).
        const now = refused.current.has(cue.id) ? (cues.find((c) => c.id === cue.id) ?? cue) : cue;
        try {
          await update({ id: cue.id, patch: dialogPatch(cue, value, now) });
        } catch (err) {
          if (isApiError(err) && err.status === 409) refused.current.add(cue.id);
          throw err;
        }
        refused.current.delete(cue.id);
        notifySuccess(appT('rundown.cueSave.updated'));
      } else {
        const number = cues.reduce((max, c) => Math.max(max, c.number), 0) + 1;
        await create({ ...value, number });
        notifySuccess(appT('rundown.cueSave.created'));
      }
      return true;
    } catch (err) {
      const detail = isApiError(err) ? (err.serverText ?? undefined) : undefined;
      if (cue) notifyError(appT('rundown.cueSave.updateFailed'), detail ?? appT('rundown.cueSave.updateError'));
      else notifyError(appT('rundown.cueSave.createFailed'), detail ?? appT('rundown.cueSave.createError'));
      return false;
    }
  };
}
