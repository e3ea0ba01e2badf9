/**
 * The owner sets a room's linked start (docs/decisions/0028-linked-event-starts.md): an event of the
 * same production, one of its cues and the minutes after that cue ends (0-720). "Start at its own
 * time" clears it. The server checks everything again (another account, a circle) and its sentence
 * shows here.
 */
import { useId, useState } from 'react';
import { MAX_START_OFFSET_MINUTES } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useSaveStartLink, useStartLink, useStartLinkChoices } from '@/api/startLinks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';

export function StartLinkButton({ eventId }: { eventId: number }) {
  const t = useAppT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} data-testid="linked-start-edit">
        {t('show.linked.edit')}
      </Button>
      {open && <StartLinkDialog eventId={eventId} onClose={() => setOpen(false)} />}
    </>
  );
}

function StartLinkDialog({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const t = useAppT();
  const f = useAppFormats();
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
      onError: (err) => setError(isApiError(err) ? err.message : t('show.linked.saveFailed')),
    });
  const onSave = () => {
    const minutes = Number(offset);
    if (linkedEvent === null || cueId === null) return setError(t('show.linked.chooseBoth'));
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_START_OFFSET_MINUTES)
      return setError(t('show.linked.offsetRange', { max: MAX_START_OFFSET_MINUTES }));
    submit({ eventId: linkedEvent, cueId, offsetMinutes: minutes });
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('show.linked.title')}</DialogTitle>
          <DialogDescription>{t('show.linked.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <label htmlFor={ids.event} className="text-sm font-medium">
            {t('show.linked.event')}
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
            <option value="">{choices.isPending ? t('show.linked.loadingEvents') : t('show.linked.chooseEvent')}</option>
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {e.room
                  ? t('show.linked.eventRoom', {
                      name: e.name,
                      room: e.room,
                      day: f.date(Date.parse(`${e.day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
                    })
                  : e.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.cue} className="text-sm font-medium">
            {t('show.linked.cue')}
          </label>
          <select
            id={ids.cue}
            className={cn(inputClasses, 'h-10')}
            value={cueId ?? ''}
            disabled={!chosen}
            onChange={(e) => setCueId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{chosen && chosen.cues.length === 0 ? t('show.linked.noCues') : t('show.linked.chooseCue')}</option>
            {chosen?.cues.map((c) => (
              <option key={c.id} value={c.id}>
                {t('show.linked.cueOption', { number: c.number, action: c.action, time: c.time })}
              </option>
            ))}
          </select>
          <label htmlFor={ids.offset} className="text-sm font-medium">
            {t('show.linked.minutes')}
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
              {t('show.linked.ownTime')}
            </Button>
          )}
          <Button onClick={onSave} disabled={save.isPending}>
            {t('show.linked.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
