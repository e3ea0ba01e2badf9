import { fieldErrorText } from '@/components/form/fieldErrors';
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
import { useAppT } from '@/i18n/appI18n';

/** An IANA zone name, the same in every language. */
const ZONE_EXAMPLE = 'Europe/Berlin';
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function ProductionForm({ production, onDone }: { production: Production | null; onDone: () => void }) {
  const t = useAppT();
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
      toast.error(t('general.production.notDeleted'), { description: errorText(err, t('general.production.deleteFailed')) });
      return;
    }
    toast.success(t('general.production.deleted'));
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
      toast.error(t('general.form.invalid'), { description: fieldErrorText(parsed.error.issues[0]?.message) });
      return;
    }
    try {
      if (production) await update.mutateAsync({ id: production.id, patch: parsed.data });
      else await create.mutateAsync(productionInputSchema.parse(parsed.data));
    } catch (err) {
      toast.error(t('general.error.title'), { description: errorText(err, t('general.production.saveFailed')) });
      return;
    }
    toast.success(t(production ? 'general.production.updated' : 'general.production.created'));
    onDone();
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <FormField
        id="production-name"
        label={t('general.settings.profile.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={LIMITS.productionName}
        placeholder={t('general.production.namePlaceholder')}
        autoComplete="off"
        required
        disabled={pending}
      />
      <FormField
        id="production-zone"
        label={t('general.production.timeZone')}
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        maxLength={LIMITS.timeZone}
        placeholder={ZONE_EXAMPLE}
        autoComplete="off"
        required
        disabled={pending}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id="production-first"
          label={t('general.production.firstDay')}
          type="date"
          value={firstDay}
          onChange={(e) => setFirstDay(e.target.value)}
          disabled={pending}
        />
        <FormField
          id="production-last"
          label={t('general.production.lastDay')}
          type="date"
          value={lastDay}
          onChange={(e) => setLastDay(e.target.value)}
          disabled={pending}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="production-rooms">{t('general.production.rooms')}</Label>
        <Textarea
          id="production-rooms"
          value={rooms}
          onChange={(e) => setRooms(e.target.value)}
          placeholder={t('general.production.roomsPlaceholder')}
          rows={4}
          disabled={pending}
          aria-describedby="production-rooms-hint"
        />
        <p id="production-rooms-hint" className="text-sm text-muted-foreground">
          {t('general.production.roomsHint', { rooms: LIMITS.maxRoomsPerProduction, days: LIMITS.maxProductionDays })}
        </p>
      </div>
      <DialogFooter className="gap-2">
        {production && (
          <Button type="button" variant="outline" disabled={pending} onClick={() => void onDelete(production)}>
            {t('general.production.delete')}
          </Button>
        )}
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner />}
          {t(production ? 'general.production.update' : 'general.production.create')}
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
  const t = useAppT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[425px]">
        <DialogHeader>
          <DialogTitle>{t(production ? 'general.production.edit' : 'general.production.new')}</DialogTitle>
          <DialogDescription>{t('general.production.description')}</DialogDescription>
        </DialogHeader>
        <ProductionForm production={production} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
