import { useId, useState, type FormEvent } from 'react';
import type { Cue } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCreateCue, useUpdateCue } from '@/api/cueMutations';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notifyError, notifySuccess } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { ColorSwatches } from '../ColorSwatches';
import { editCueValues, newCueValues, readCueForm, type CueFormErrors, type CueFormValues } from './cueForm';

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

interface CueFormProps {
  eventId: number;
  cue: Cue | null;
  cues: readonly Cue[];
  onDone: () => void;
}

function CueForm({ eventId, cue, cues, onDone }: CueFormProps) {
  const [values, setValues] = useState<CueFormValues>(() => (cue ? editCueValues(cue) : newCueValues(cues, new Date())));
  const [errors, setErrors] = useState<CueFormErrors>({});
  const create = useCreateCue(eventId);
  const update = useUpdateCue(eventId);
  const baseId = useId();
  const ids = {
    time: `${baseId}-time`,
    action: `${baseId}-action`,
    duration: `${baseId}-duration`,
    unit: `${baseId}-unit`,
    notes: `${baseId}-notes`,
  };
  const busy = create.isPending || update.isPending;

  function set<K extends keyof CueFormValues>(key: K, value: CueFormValues[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = readCueForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (cue) {
        await update.mutateAsync({ id: cue.id, patch: result.value });
        notifySuccess('Cue updated');
      } else {
        const number = cues.reduce((max, c) => Math.max(max, c.number), 0) + 1;
        await create.mutateAsync({ ...result.value, number });
        notifySuccess('Cue created');
      }
      onDone();
    } catch (err) {
      const detail = isApiError(err) ? (err.serverText ?? undefined) : undefined;
      if (cue) notifyError('Failed to update cue', detail ?? 'There was an error updating the cue');
      else notifyError('Failed to create cue', detail ?? 'There was an error creating the cue');
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.time}>Time</Label>
          <Input
            id={ids.time}
            type="time"
            step={1}
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? `${ids.time}-error` : `${ids.time}-hint`}
          />
          <p id={`${ids.time}-hint`} className="text-xs text-muted-foreground">
            HH:MM:SS; leave empty for TBD.
          </p>
          <FieldError id={`${ids.time}-error`} text={errors.time} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.duration}>Duration</Label>
          <div className="flex gap-2">
            <Input
              id={ids.duration}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={values.durationAmount}
              onChange={(e) => set('durationAmount', e.target.value)}
              aria-invalid={errors.duration ? true : undefined}
              aria-describedby={errors.duration ? `${ids.duration}-error` : undefined}
            />
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
          onChange={(e) => set('action', e.target.value)}
          aria-invalid={errors.action ? true : undefined}
          aria-describedby={errors.action ? `${ids.action}-error` : undefined}
          placeholder="e.g. Walk-in music fades"
        />
        <FieldError id={`${ids.action}-error`} text={errors.action} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea id={ids.notes} value={values.notes} maxLength={5000} onChange={(e) => set('notes', e.target.value)} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Row colour</legend>
        <ColorSwatches label="Row colour" value={values.colorMark} onSelect={(v) => set('colorMark', v)} />
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {cue ? 'Save changes' : 'Add Action'}
        </Button>
      </DialogFooter>
    </form>
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

/** New Action / Edit Action (spec 2 §2 Dialogs, §5). */
export function CueDialog({ eventId, open, cue, cues, onOpenChange }: CueDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{cue ? `Edit Action #${cue.number}` : 'New Action'}</DialogTitle>
          <DialogDescription>{cue ? 'Change this cue of the rundown.' : 'Add a cue at the end of the rundown.'}</DialogDescription>
        </DialogHeader>
        {open && <CueForm key={cue?.id ?? 'new'} eventId={eventId} cue={cue} cues={cues} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
