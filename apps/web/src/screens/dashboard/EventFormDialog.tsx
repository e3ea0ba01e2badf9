import { fieldErrorText } from '@/components/form/fieldErrors';
import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { calendarDateOf, eventInputSchema, LIMITS, type EventInput, type Production } from '@showcaller/shared';
import { userQueryKey } from '@/api/auth';
import { errorText, eventKeys, useCreateEvent, useUpdateEvent } from '@/api/events';
import { productionKeys, useProductions } from '@/api/productions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/form/FormField';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { eventLocalDate } from '@/lib/eventDate';
import { DatePickerField } from './DatePickerField';
import { useAppT } from '@/i18n/appI18n';

/** docs/product.md#constants: the pause after a create before the modal closes. */
export const CLOSE_AFTER_CREATE_MS = 500;

export interface EditableEvent {
  id: number;
  name: string;
  description: string;
  date: string;
  /** Its production and room (docs/decisions/0026-productions.md); absent or null: a standalone event. */
  productionId?: number | null | undefined;
  roomId?: number | null | undefined;
}

/** A new event inside a production, on this day (the form then picks the room). */
export interface EventPlaceChoice {
  production: Production;
  day: string;
}

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this event; create a new one when absent. */
  event?: EditableEvent | null;
  /** Create the new event in this production and day. */
  place?: EventPlaceChoice | null;
}

function initialDate(event: EditableEvent | null | undefined, place?: EventPlaceChoice | null): Date | undefined {
  if (place) return eventLocalDate(place.day) ?? undefined;
  if (!event) return new Date();
  // The calendar day as local midnight: parsing "2026-03-20" as a Date would be UTC, a day early in Los Angeles.
  return eventLocalDate(event.date) ?? undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function EventForm({ event, place, onDone }: { event?: EditableEvent | null; place?: EventPlaceChoice | null; onDone: () => void }) {
  const t = useAppT();
  const queryClient = useQueryClient();
  const productions = useProductions();
  const production = place?.production ?? productions.data?.find((p) => p.id === event?.productionId) ?? null;
  const [roomId, setRoomId] = useState<number | null>(() => event?.roomId ?? place?.production.rooms[0]?.id ?? null);
  const roomName = production?.rooms.find((r) => r.id === roomId)?.name ?? production?.rooms[0]?.name;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const editing = Boolean(event);
  const [name, setName] = useState(event?.name ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [date, setDate] = useState<Date | undefined>(() => initialDate(event, place));
  const [closing, setClosing] = useState(false);
  const pending = create.isPending || update.isPending || closing;

  // docs/product.md#accounts-and-sessions: opening the modal refreshes the user.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  function reset() {
    setName('');
    setDescription('');
    setDate(new Date());
  }

  async function save(input: EventInput) {
    if (event) {
      try {
        await update.mutateAsync({ id: event.id, patch: input });
      } catch (err) {
        toast.error(t('general.error.title'), {
          description: t('general.event.updateFailed', { reason: errorText(err, t('general.error.unknownOccurred')) }),
        });
        return;
      }
      toast.success(t('general.event.updated'), { description: t('general.event.updatedText') });
      await queryClient.invalidateQueries({ queryKey: eventKeys.list() });
      void queryClient.invalidateQueries({ queryKey: productionKeys.list() });
      reset();
      onDone();
      return;
    }
    try {
      await create.mutateAsync(input);
    } catch (err) {
      toast.error(t('general.error.title'), {
        description: t('general.event.createFailed', { reason: errorText(err, t('general.error.unknownOccurred')) }),
      });
      return;
    }
    toast.success(t('general.event.created'), { description: t('general.event.createdText') });
    setClosing(true);
    // Refetch the list instead of reloading the page: the new card appears in place.
    await queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    void queryClient.invalidateQueries({ queryKey: productionKeys.list() });
    await wait(CLOSE_AFTER_CREATE_MS);
    reset();
    onDone();
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    // The day picked, as a calendar date: toISOString() would shift it by the time zone (docs/decisions/0012-event-dates-are-calendar-dates.md).
    const day = date ? calendarDateOf(date) : '';
    // In a production the date is the day there (docs/decisions/0026-productions.md).
    const placed = production ? { productionId: production.id, room: roomName, day } : {};
    const parsed = eventInputSchema.safeParse({ name, description, date: day, ...placed });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const missing = issue?.code === 'too_small';
      toast.error(t(missing ? 'general.form.missing' : 'general.form.invalid'), { description: fieldErrorText(issue?.message) });
      return;
    }
    void save(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="event-name"
        label={t('general.settings.profile.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={LIMITS.eventName}
        placeholder={t('general.event.namePlaceholder')}
        autoComplete="off"
        required
        disabled={pending}
      />
      <div className="grid gap-2">
        <Label htmlFor="event-description">{t('general.event.description')}</Label>
        <Textarea
          id="event-description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={LIMITS.eventDescription}
          placeholder={t('general.event.descriptionPlaceholder')}
          rows={3}
          disabled={pending}
        />
      </div>
      {production && (
        <div className="grid gap-2">
          <Label htmlFor="event-room">{t('general.event.roomIn', { production: production.name })}</Label>
          <select
            id="event-room"
            value={roomId ?? ''}
            onChange={(e) => setRoomId(Number(e.target.value))}
            disabled={pending}
            className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {production.rooms.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <DatePickerField
        id="event-date"
        label={t(production ? 'general.event.day' : 'general.event.date')}
        value={date}
        onChange={setDate}
        disabled={pending}
      />
      <DialogFooter>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {t(
            editing
              ? pending
                ? 'general.event.updating'
                : 'general.event.update'
              : pending
                ? 'general.event.creating'
                : 'general.dashboard.createFirst',
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Create or edit an event (docs/product.md#accounts-and-sessions), at most 425 px wide. */
export function EventFormDialog({ open, onOpenChange, event, place }: EventFormDialogProps) {
  const t = useAppT();
  const editing = Boolean(event);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{t(editing ? 'general.event.edit' : 'general.dashboard.createEvent')}</DialogTitle>
          <DialogDescription>{t(editing ? 'general.event.editText' : 'general.event.createText')}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so every opening starts from fresh values. */}
        <EventForm event={event} place={place ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
