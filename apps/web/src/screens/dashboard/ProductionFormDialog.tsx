import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LIMITS, productionInputSchema, productionPatchSchema, type Production } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { useCreateProduction, useDeleteProduction, useUpdateProduction } from '@/api/productions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/form/FormField';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { calendarDateOf } from '@showcaller/shared';
import { roomLines, roomsPatch } from './productionRooms';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function ProductionForm({ production, onDone }: { production: Production | null; onDone: () => void }) {
  const create = useCreateProduction();
  const update = useUpdateProduction();
  const remove = useDeleteProduction();
  const today = calendarDateOf(new Date());
  const [name, setName] = useState(production?.name ?? '');
  const [timeZone, setTimeZone] = useState(production?.timeZone ?? localZone());
  const [firstDay, setFirstDay] = useState(production?.firstDay ?? today);
  const [lastDay, setLastDay] = useState(production?.lastDay ?? today);
  const [rooms, setRooms] = useState(production ? production.rooms.map((r) => r.name).join('\n') : '');
  const pending = create.isPending || update.isPending || remove.isPending;

  /** Refused by the server while the production holds events (its sentence says so): nothing is lost. */
  async function onDelete(p: Production) {
    try {
      await remove.mutateAsync(p.id);
    } catch (err) {
      toast.error('Not deleted', { description: errorText(err, 'The production could not be deleted.') });
      return;
    }
    toast.success('Production deleted');
    onDone();
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const lines = roomLines(rooms);
    const parsed = production
      ? productionPatchSchema.safeParse({ name, timeZone, firstDay, lastDay, rooms: roomsPatch(lines, production.rooms) })
      : productionInputSchema.safeParse({ name, timeZone, firstDay, lastDay, rooms: lines.map((n) => ({ name: n })) });
    if (!parsed.success) {
      toast.error('Invalid information', { description: parsed.error.issues[0]?.message });
      return;
    }
    try {
      if (production) await update.mutateAsync({ id: production.id, patch: parsed.data });
      else await create.mutateAsync(productionInputSchema.parse(parsed.data));
    } catch (err) {
      toast.error('Error', { description: errorText(err, 'The production could not be saved.') });
      return;
    }
    toast.success(production ? 'Production updated' : 'Production created');
    onDone();
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <FormField
        id="production-name"
        label="Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={LIMITS.productionName}
        placeholder="Spring Tech Summit"
        autoComplete="off"
        required
        disabled={pending}
      />
      <FormField
        id="production-zone"
        label="Time zone"
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        maxLength={LIMITS.timeZone}
        placeholder="Europe/Berlin"
        autoComplete="off"
        required
        disabled={pending}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="production-first"
          label="First day"
          type="date"
          value={firstDay}
          onChange={(e) => setFirstDay(e.target.value)}
          disabled={pending}
        />
        <FormField
          id="production-last"
          label="Last day"
          type="date"
          value={lastDay}
          onChange={(e) => setLastDay(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="production-rooms">Rooms, one per line</Label>
        <Textarea
          id="production-rooms"
          value={rooms}
          onChange={(e) => setRooms(e.target.value)}
          placeholder={'Main Hall\nRoom A\nRoom B'}
          rows={4}
          disabled={pending}
          aria-describedby="production-rooms-hint"
        />
        <p id="production-rooms-hint" className="text-sm text-muted-foreground">
          Up to {LIMITS.maxRoomsPerProduction} rooms; a production lasts at most {LIMITS.maxProductionDays} days.
        </p>
      </div>
      <DialogFooter className="gap-2">
        {production && (
          <Button type="button" variant="outline" disabled={pending} onClick={() => void onDelete(production)}>
            Delete Production
          </Button>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {production ? 'Update Production' : 'Create Production'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Create or edit a production (docs/decisions/0026-productions.md): name, time zone, first and last day, rooms. */
export function ProductionFormDialog({
  open,
  onOpenChange,
  production,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  production: Production | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{production ? 'Edit Production' : 'New Production'}</DialogTitle>
          <DialogDescription>A production groups events by room and day, for a conference, festival or tour.</DialogDescription>
        </DialogHeader>
        <ProductionForm production={production} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
