import { useId, useState, type FormEvent } from 'react';
import type { Cue } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { ColorSwatches } from '../ColorSwatches';
import { useSaveAction } from './useSaveAction';
import {
  editCueValues,
  newCueValues,
  readCueForm,
  type CueDialogVariant,
  type CueFormErrors,
  type CueFormOutput,
  type CueFormValues,
} from './cueForm';

/** Each screen's texts (spec 2 §2 New/Edit Action; spec 1 §2 Add New Cue / Edit Cue). */
const TEXTS: Record<
  CueDialogVariant,
  { title: (cue: Cue | null) => string; description: (cue: Cue | null) => string; submit: (cue: Cue | null) => string }
> = {
  action: {
    title: (cue) => (cue ? `Edit Action #${cue.number}` : 'New Action'),
    description: (cue) => (cue ? 'Change this cue of the rundown.' : 'Add a cue at the end of the rundown.'),
    submit: (cue) => (cue ? 'Save changes' : 'Add Action'),
  },
  cue: {
    title: (cue) => (cue ? 'Edit Cue' : 'Add New Cue'),
    description: (cue) => (cue ? `Change cue ${cue.number}.` : 'The new cue goes to the end of the timeline.'),
    submit: (cue) => (cue ? 'Update Cue' : 'Add Cue'),
  },
};

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

/** aria-describedby for a field: its error when there is one, else its hint. */
function describedBy(error: string | undefined, errorId: string, hintId?: string): string | undefined {
  return error ? errorId : hintId;
}

interface CueFormProps {
  variant: CueDialogVariant;
  cue: Cue | null;
  cues: readonly Cue[];
  onSave: CueFormDialogProps['onSave'];
  onDone: () => void;
}

function CueForm({ variant, cue, cues, onSave, onDone }: CueFormProps) {
  const [values, setValues] = useState<CueFormValues>(() => (cue ? editCueValues(variant, cue) : newCueValues(variant, cues, new Date())));
  const [errors, setErrors] = useState<CueFormErrors>({});
  const [saving, setSaving] = useState(false);
  const baseId = useId();
  const ids = {
    time: `${baseId}-time`,
    action: `${baseId}-action`,
    duration: `${baseId}-duration`,
    unit: `${baseId}-unit`,
    notes: `${baseId}-notes`,
  };
  const isAction = variant === 'action';

  function set<K extends keyof CueFormValues>(key: K, value: CueFormValues[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const result = readCueForm(variant, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSave(result.value, cue);
    setSaving(false);
    if (saved) onDone();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.time}>Time</Label>
          {isAction ? (
            <Input
              id={ids.time}
              type="time"
              step={1}
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy(errors.time, `${ids.time}-error`, `${ids.time}-hint`)}
            />
          ) : (
            <Input
              id={ids.time}
              value={values.time}
              placeholder="HH:MM:SS"
              autoComplete="off"
              inputMode="numeric"
              required
              onChange={(e) => set('time', e.target.value)}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy(errors.time, `${ids.time}-error`, `${ids.time}-hint`)}
            />
          )}
          {!errors.time && (
            <p id={`${ids.time}-hint`} className="text-xs text-muted-foreground">
              {isAction ? 'HH:MM:SS; leave empty for TBD.' : 'Start time, or TBD'}
            </p>
          )}
          <FieldError id={`${ids.time}-error`} text={errors.time} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.duration}>{isAction ? 'Duration' : 'Duration (seconds)'}</Label>
          <div className="flex gap-2">
            <Input
              id={ids.duration}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={isAction ? undefined : 'Optional'}
              value={values.durationAmount}
              onChange={(e) => set('durationAmount', e.target.value)}
              aria-invalid={errors.duration ? true : undefined}
              aria-describedby={describedBy(errors.duration, `${ids.duration}-error`)}
            />
            {isAction && (
              <select
                id={ids.unit}
                aria-label="Duration unit"
                value={values.durationUnit}
                onChange={(e) => set('durationUnit', e.target.value === 'minutes' ? 'minutes' : 'seconds')}
                className={cn(inputClasses, 'h-10 w-32')}
              >
                <option value="seconds">Seconds</option>
                <option value="minutes">Minutes</option>
              </select>
            )}
          </div>
          <FieldError id={`${ids.duration}-error`} text={errors.duration} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.action}>Action</Label>
        <Input
          id={ids.action}
          value={values.action}
          maxLength={500}
          autoComplete="off"
          required={!isAction}
          onChange={(e) => set('action', e.target.value)}
          aria-invalid={errors.action ? true : undefined}
          aria-describedby={describedBy(errors.action, `${ids.action}-error`)}
          placeholder={isAction ? 'e.g. Walk-in music fades' : undefined}
        />
        <FieldError id={`${ids.action}-error`} text={errors.action} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea
          id={ids.notes}
          value={values.notes}
          maxLength={5000}
          rows={isAction ? undefined : 3}
          placeholder={isAction ? undefined : 'Optional'}
          onChange={(e) => set('notes', e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describedBy(errors.notes, `${ids.notes}-error`)}
        />
        <FieldError id={`${ids.notes}-error`} text={errors.notes} />
      </div>
      {isAction && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Row colour</legend>
          <ColorSwatches label="Row colour" value={values.colorMark} onSelect={(v) => set('colorMark', v)} />
        </fieldset>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner />}
          {TEXTS[variant].submit(cue)}
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface CueFormDialogProps {
  /** Which screen's dialog: the show screen's New/Edit Action, or the detail page's Add/Edit Cue. */
  variant: CueDialogVariant;
  open: boolean;
  /** The cue to edit; null makes a new one. */
  cue: Cue | null;
  /** The event's cues: a new action's time follows the last one. */
  cues: readonly Cue[];
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the new cue (or the change to `cue`) and tells the user how it went; resolves true when saved
   * (the dialog then closes), false to keep the dialog open with what was typed.
   */
  onSave: (value: CueFormOutput, cue: Cue | null) => Promise<boolean>;
}

/**
 * The cue dialog of both screens (spec 2 §2 Dialogs and §5; spec 1 §2 and §5), with each one's texts
 * and fields; the screen saves (its own caches and toasts).
 */
export function CueFormDialog({ variant, open, cue, cues, onOpenChange, onSave }: CueFormDialogProps) {
  const texts = TEXTS[variant];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={variant === 'action' ? 'max-w-xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{texts.title(cue)}</DialogTitle>
          <DialogDescription>{texts.description(cue)}</DialogDescription>
        </DialogHeader>
        {open && (
          <CueForm key={cue?.id ?? 'new'} variant={variant} cue={cue} cues={cues} onSave={onSave} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface CueDialogProps {
  eventId: number;
  open: boolean;
  /** The cue to edit; null makes a new one. */
  cue: Cue | null;
  cues: readonly Cue[];
  onOpenChange: (open: boolean) => void;
}

/** New Action / Edit Action of the show screen and the simple rundown page (spec 2 §2 Dialogs, §5, §8). */
export function CueDialog({ eventId, ...props }: CueDialogProps) {
  return <CueFormDialog variant="action" onSave={useSaveAction(eventId, props.cues)} {...props} />;
}
