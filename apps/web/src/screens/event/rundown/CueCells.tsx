import { formatHms, parseDurationInput, type Cue } from '@showcaller/shared';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { EditableCell } from './EditableCell';
import { ProjectedStartTime } from './LiveCueMarks';
import { useLiveRundown } from './liveRundown';
import { useRundown } from './RundownContext';

export const DURATION_INPUT_ERROR = 'Use hh:mm:ss, a number of seconds, or --:--:--';
export const ACTION_REQUIRED = 'Action name is required';

export function durationText(duration: number | null): string {
  return duration === null ? '--:--:--' : formatHms(duration);
}

/**
 * TIME: edits in edit mode. In run mode on the live show a click makes the cue current (hold, 0),
 * and cues after the current one show their projected start.
 */
export function TimeCell({ cue, index }: { cue: Cue; index: number }) {
  const { editMode, cueActions } = useRundown();
  const live = useLiveRundown();
  if (editMode) {
    return (
      <EditableCell
        label={`time of cue ${cue.number}`}
        display={<span className="font-mono tabular-nums">{cue.time}</span>}
        initialValue={cue.time === 'TBD' ? '' : cue.time}
        placeholder="HH:MM:SS"
        tooltip="Click to edit time"
        onSave={(raw) => cueActions.updateCue(cue, { time: raw })}
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
              aria-label={`${cue.time}, set cue ${cue.number} as current cue`}
              onClick={(e) => {
                e.stopPropagation();
                live.setCurrent(cue);
              }}
              className={`${timeClasses} min-h-8 hover:bg-accent hover:text-accent-foreground`}
            >
              {cue.time}
            </button>
          ) : (
            <span tabIndex={0} className={timeClasses}>
              {cue.time}
            </span>
          )}
        </TooltipTrigger>
        <TooltipContent>Click to set as current cue</TooltipContent>
      </Tooltip>
      {live && index > live.currentIndex && <ProjectedStartTime cue={cue} index={index} />}
    </>
  );
}

export function ActionCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  if (!editMode) return <span className="font-medium break-words">{cue.action}</span>;
  return (
    <EditableCell
      label={`action of cue ${cue.number}`}
      display={<span className="font-medium">{cue.action}</span>}
      initialValue={cue.action}
      validate={(raw) => (raw.trim() === '' ? ACTION_REQUIRED : null)}
      onSave={(raw) => cueActions.updateCue(cue, { action: raw })}
    />
  );
}

/** DURATION: hh:mm:ss, plain seconds, or --:--:-- (0); anything else shows an error and sends nothing. */
export function DurationCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const text = <span className="font-mono tabular-nums">{durationText(cue.duration)}</span>;
  if (!editMode) return text;
  return (
    <EditableCell
      label={`duration of cue ${cue.number}`}
      display={text}
      initialValue={durationText(cue.duration)}
      placeholder="hh:mm:ss"
      validate={(raw) => (parseDurationInput(raw) === null ? DURATION_INPUT_ERROR : null)}
      onSave={async (raw) => {
        const seconds = parseDurationInput(raw);
        if (seconds === null) return false;
        return cueActions.updateCue(cue, { duration: seconds });
      }}
    />
  );
}

export function NotesCell({ cue }: { cue: Cue }) {
  const { editMode, cueActions } = useRundown();
  const notes = cue.notes ?? '';
  if (!editMode) {
    return notes.trim() === '' ? (
      <span className="text-muted-foreground">N/A</span>
    ) : (
      <span className="text-sm break-words whitespace-pre-wrap">{notes}</span>
    );
  }
  return (
    <EditableCell
      label={`notes of cue ${cue.number}`}
      display={notes.trim() === '' ? <span className="text-muted-foreground">Add notes</span> : <span className="text-sm">{notes}</span>}
      initialValue={notes}
      onSave={(raw) => cueActions.updateCue(cue, { notes: raw })}
    />
  );
}
