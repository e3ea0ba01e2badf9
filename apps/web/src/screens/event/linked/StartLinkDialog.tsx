/**
 * The owner sets a room's linked start (docs/decisions/0028-linked-event-starts.md): an event of the
 * same production, one of its cues and the minutes after that cue ends (0-720). "Start at its own
 * time" clears it. The server checks everything again (another account, a circle) and its sentence
 * shows here.
 */
import { useId, useState } from 'react';
import { MAX_START_OFFSET_MINUTES, formatCalendarDate } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useSaveStartLink, useStartLink, useStartLinkChoices } from '@/api/startLinks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export function StartLinkButton({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="linked-start-edit">
        Linked start…
      </Button>
      {open && <StartLinkDialog eventId={eventId} onClose={() => setOpen(false)} />}
    </>
  );
}

function StartLinkDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const view = useStartLink(eventId);
  const choices = useStartLinkChoices(eventId, true);
  const save = useSaveStartLink(eventId);
  const current = view.data?.link ?? null;
  const [linkedEvent, setLinkedEvent] = useState<number | null>(current?.eventId ?? null);
  const [cueId, setCueId] = useState<number | null>(current?.cueId ?? null);
  const [offset, setOffset] = useState(String(current?.offsetMinutes ?? 0));
  const [error, setError] = useState<string | null>(null);
  const ids = { event: useId(), cue: useId(), offset: useId() };
  const events = choices.data ?? [];
  const chosen = events.find((e) => e.eventId === linkedEvent) ?? null;

  const submit = (link: Parameters<typeof save.mutate>[0]) =>
    save.mutate(link, {
      onSuccess: onClose,
      onError: (err) => setError(isApiError(err) ? err.message : 'The linked start could not be saved. Please try again.'),
    });
  const onSave = () => {
    const minutes = Number(offset);
    if (linkedEvent === null || cueId === null) return setError('Choose the event and the cue this room starts after.');
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_START_OFFSET_MINUTES)
      return setError(`The wait after the cue is 0 to ${MAX_START_OFFSET_MINUTES} minutes.`);
    submit({ eventId: linkedEvent, cueId, offsetMinutes: minutes });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Linked start</DialogTitle>
          <DialogDescription>
            Start this room a number of minutes after a cue of another event in the production ends. Its projected start then follows that
            show live; you still decide when to start.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <label htmlFor={ids.event} className="text-sm font-medium">
            Starts after event
          </label>
          <select
            id={ids.event}
            className={cn(inputClasses, 'h-10')}
            value={linkedEvent ?? ''}
            onChange={(e) => {
              setLinkedEvent(e.target.value ? Number(e.target.value) : null);
              setCueId(null);
            }}
          >
            <option value="">{choices.isPending ? 'Loading events…' : 'Choose an event'}</option>
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {e.name}
                {e.room ? ` (${e.room}, ${formatCalendarDate(e.day, undefined, 'medium')})` : ''}
              </option>
            ))}
          </select>
          <label htmlFor={ids.cue} className="text-sm font-medium">
            Cue
          </label>
          <select
            id={ids.cue}
            className={cn(inputClasses, 'h-10')}
            value={cueId ?? ''}
            disabled={!chosen}
            onChange={(e) => setCueId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{chosen && chosen.cues.length === 0 ? 'That event has no cues yet' : 'Choose a cue'}</option>
            {chosen?.cues.map((c) => (
              <option key={c.id} value={c.id}>
                Cue {c.number}: {c.action} ({c.time})
              </option>
            ))}
          </select>
          <label htmlFor={ids.offset} className="text-sm font-medium">
            Minutes after the cue ends
          </label>
          <input
            id={ids.offset}
            className={cn(inputClasses, 'h-10 w-32')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_START_OFFSET_MINUTES}
            value={offset}
            onChange={(e) => setOffset(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <DialogFooter className="gap-2">
          {current && (
            <Button variant="outline" onClick={() => submit(null)} disabled={save.isPending}>
              Start at its own time
            </Button>
          )}
          <Button onClick={onSave} disabled={save.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
