import { memo } from 'react';
import { Link2 } from 'lucide-react';
import { effectiveDuration, formatHms, isInstantCue, LIMITS, parseDurationInput, type Cue } from '@showcaller/shared';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { EditableCell } from './EditableCell';
import { ProjectedStartTime } from './LiveCueMarks';
import { useLiveRundownNow, useLiveRundownSelect } from './liveRundown';
import { useRundown } from './RundownContext';
import { TimerBadge } from './TimerBadge';
import { useCellEdit } from '../live/presence';
import { appT, useAppT } from '@/i18n/appI18n';

export const durationInputError = () => appT('rundown.cell.durationInvalid');

export function durationText(duration: number | null): string {
  return duration === null ? '--:--:--' : formatHms(duration);
}

/**
 * What a cue really runs (the shared rule, docs/decisions/0013-linked-and-hard-start-cue-times.md): no duration counts down the default 5:00,
 * so that is shown, marked; 0 is an instant cue (no countdown, never over time).
 */
function DurationDisplay({ duration }: { duration: number | null }) {
  const t = useAppT();
  const note = duration === null ? t('rundown.cell.durationDefault') : isInstantCue(duration) ? t('rundown.cell.durationInstant') : null;
  return (
    <span className="font-mono tabular-nums">
      <span>{formatHms(effectiveDuration(duration))}</span>
      {note && <span className="ms-1 inline-block font-sans text-xs text-muted-foreground">{note}</span>}
    </span>
  );
}

/** Text over a limit stays in the input with a message saying by how much, never cut (docs/product.md#during-a-show). */
function tooLong(text: string, max: number, field: 'action' | 'notes'): string | null {
  if (text.length <= max) return null;
  const values = { max, count: text.length };
  return field === 'action' ? appT('rundown.cell.actionTooLong', values) : appT('rundown.cell.notesTooLong', values);
}

/** A refused save (someone else's newer value) re-bases the cell: saving again replaces their value on purpose. */
async function saved(edit: { refused: () => void }, result: Promise<boolean | string>): Promise<boolean | string> {
  const r = await result;
  if (typeof r === 'string') edit.refused();
  return r;
}

/** A linked cue's time follows the cue before it (the server keeps it up to date). */
function LinkedMark({ cue }: { cue: Cue }) {
  const t = useAppT();
  if (cue.timeMode !== 'linked') return null;
  return (
    <span title={t('rundown.cell.linkedTitle')} className="ms-1 inline-flex align-middle text-muted-foreground">
      <Link2 aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('rundown.cell.linkedSr')}</span>
    </span>
  );
}

/**
 * TIME: edits in edit mode. In run mode on the live show a click makes the cue current (hold, 0),
 * and cues after the current one show their projected start.
 */
export const TimeCell = memo(function TimeCell({ cue, index }: { cue: Cue; index: number }) {
  const { editMode, cueActions, canRun } = useRundown();
  const edit = useCellEdit(cue, 'time');
  // Only those who run the show set the current cue (docs/decisions/0031-team-members-and-roles.md).
  const live = useLiveRundownSelect((l) => l !== null) && canRun;
  const projected = useLiveRundownSelect((l) => l !== null && index > l.currentIndex);
  const liveNow = useLiveRundownNow();
  const t = useAppT();
  if (editMode) {
    return (
      <EditableCell
        label={t('rundown.cell.timeLabel', { number: cue.number })}
        display={
          <span className="font-mono tabular-nums">
            {cue.time}
            <LinkedMark cue={cue} />
          </span>
        }
        initialValue={cue.time === 'TBD' ? '' : cue.time}
        placeholder="HH:MM:SS"
        tooltip={t('rundown.cell.timeTooltip')}
        busyBy={edit.busyBy}
        onEditingChange={edit.onEditingChange}
        onSave={(raw) => saved(edit, cueActions.updateCue(cue, { time: raw }, edit.base()))}
      />
    );
  }
  const timeClasses = 'inline-block rounded px-1 font-mono tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring';
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          {live ? (
            <button
              type="button"
              aria-label={t('rundown.cell.setCurrentLabel', { time: cue.time, number: cue.number })}
              onClick={(e) => {
                e.stopPropagation();
                liveNow()?.setCurrent(cue);
              }}
              className={`${timeClasses} min-h-8 hover:bg-accent hover:text-accent-foreground`}
            >
              {cue.time}
              <LinkedMark cue={cue} />
            </button>
          ) : (
            <span tabIndex={0} className={timeClasses}>
              {cue.time}
              <LinkedMark cue={cue} />
            </span>
          )}
        </TooltipTrigger>
        <TooltipContent>{live ? t('rundown.cell.setCurrentTooltip') : t('rundown.cell.plannedStart')}</TooltipContent>
      </Tooltip>
      {projected && <ProjectedStartTime cue={cue} index={index} />}
    </>
  );
});

export const ActionCell = memo(function ActionCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const edit = useCellEdit(cue, 'action');
  const t = useAppT();
  if (!editMode) return <span className="font-medium break-words">{cue.action}</span>;
  return (
    <EditableCell
      label={t('rundown.cell.actionLabel', { number: cue.number })}
      display={<span className="font-medium">{cue.action}</span>}
      initialValue={cue.action}
      validate={(raw) => (raw.trim() === '' ? t('rundown.cueForm.actionRequired') : tooLong(raw.trim(), LIMITS.cueAction, 'action'))}
      busyBy={edit.busyBy}
      onEditingChange={edit.onEditingChange}
      onSave={(raw) => saved(edit, cueActions.updateCue(cue, { action: raw }, edit.base()))}
    />
  );
});

/**
 * DURATION: hh:mm:ss, plain seconds, or --:--:-- (0, an instant cue); empty goes back to the default
 * 5:00; anything else shows an error and sends nothing.
 */
export const DurationCell = memo(function DurationCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const edit = useCellEdit(cue, 'duration');
  const t = useAppT();
  const text = (
    <>
      <DurationDisplay duration={cue.duration} />
      <TimerBadge cue={cue} />
    </>
  );
  if (!editMode) return text;
  return (
    <EditableCell
      label={t('rundown.cell.durationLabel', { number: cue.number })}
      display={text}
      // No duration starts empty: confirming it unchanged must not turn the cue into an instant one.
      initialValue={cue.duration === null ? '' : durationText(cue.duration)}
      placeholder={t('rundown.cell.durationPlaceholder')}
      validate={(raw) => (parseDurationInput(raw) === null ? durationInputError() : null)}
      busyBy={edit.busyBy}
      onEditingChange={edit.onEditingChange}
      onSave={async (raw) => {
        if (raw.trim() === '') return saved(edit, cueActions.updateCue(cue, { duration: null }, edit.base()));
        const seconds = parseDurationInput(raw);
        if (seconds === null) return false;
        return saved(edit, cueActions.updateCue(cue, { duration: seconds }, edit.base()));
      }}
    />
  );
});

export const NotesCell = memo(function NotesCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const edit = useCellEdit(cue, 'notes');
  const notes = cue.notes ?? '';
  const t = useAppT();
  if (!editMode) {
    return notes.trim() === '' ? (
      <span className="text-muted-foreground">{t('rundown.cell.notesEmpty')}</span>
    ) : (
      <span className="text-sm break-words whitespace-pre-wrap">{notes}</span>
    );
  }
  return (
    <EditableCell
      label={t('rundown.cell.notesLabel', { number: cue.number })}
      display={
        notes.trim() === '' ? (
          <span className="text-muted-foreground">{t('rundown.cell.addNotes')}</span>
        ) : (
          <span className="text-sm">{notes}</span>
        )
      }
      initialValue={notes}
      validate={(raw) => tooLong(raw, LIMITS.cueNotes, 'notes')}
      busyBy={edit.busyBy}
      onEditingChange={edit.onEditingChange}
      onSave={(raw) => saved(edit, cueActions.updateCue(cue, { notes: raw }, edit.base()))}
    />
  );
});
