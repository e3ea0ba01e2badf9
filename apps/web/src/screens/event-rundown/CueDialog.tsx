import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Cue } from '@showcaller/shared';
import { errorText, useCreateCue, useUpdateCue } from '@/api/events';
import { FormField } from '@/components/form/FormField';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cueFormDefaults, cueFormSchema, type CueFormOutput, type CueFormValues } from './cueForm';

interface CueDialogProps {
  eventId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this cue; add a new one at the end when null. */
  cue: Cue | null;
}

function CueForm({ eventId, cue, onDone }: { eventId: number; cue: Cue | null; onDone: () => void }) {
  const create = useCreateCue(eventId);
  const update = useUpdateCue(eventId);
  const form = useForm<CueFormValues, unknown, CueFormOutput>({
    resolver: zodResolver(cueFormSchema),
    defaultValues: cueFormDefaults(cue),
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (cue) {
      try {
        await update.mutateAsync({ id: cue.id, patch: values });
      } catch (err) {
        toast.error('Failed to update cue', { description: errorText(err, 'Unknown error') });
        return;
      }
      toast.success('Cue updated', { description: `Cue ${cue.number} has been updated.` });
    } else {
      try {
        const created = await create.mutateAsync(values);
        toast.success('Cue added', { description: `Cue ${created.number} has been added to the timeline.` });
      } catch (err) {
        toast.error('Failed to create cue', { description: errorText(err, 'Unknown error') });
        return;
      }
    }
    onDone();
  });

  const notesError = errors.notes?.message;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="cue-time"
          label="Time"
          placeholder="HH:MM:SS"
          autoComplete="off"
          inputMode="numeric"
          required
          error={errors.time?.message}
          hint="Start time, or TBD"
          {...form.register('time')}
        />
        <FormField
          id="cue-duration"
          label="Duration (seconds)"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          placeholder="Optional"
          error={errors.duration?.message}
          {...form.register('duration')}
        />
      </div>
      <FormField id="cue-action" label="Action" autoComplete="off" required error={errors.action?.message} {...form.register('action')} />
      <div className="grid gap-2">
        <Label htmlFor="cue-notes">Notes</Label>
        <Textarea
          id="cue-notes"
          rows={3}
          placeholder="Optional"
          aria-invalid={notesError ? true : undefined}
          aria-describedby={notesError ? 'cue-notes-error' : undefined}
          {...form.register('notes')}
        />
        {notesError && (
          <p id="cue-notes-error" className="text-sm font-medium text-destructive">
            {notesError}
          </p>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {cue ? 'Update Cue' : 'Add Cue'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec 1 §2 cue dialog: Time and Action required, Duration in seconds and Notes optional. */
export function CueDialog({ eventId, open, onOpenChange, cue }: CueDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{cue ? 'Edit Cue' : 'Add New Cue'}</DialogTitle>
          <DialogDescription>{cue ? `Change cue ${cue.number}.` : 'The new cue goes to the end of the timeline.'}</DialogDescription>
        </DialogHeader>
        <CueForm eventId={eventId} cue={cue} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
