/**
 * Producer broadcast (docs/decisions/0027-producer-wall.md): a message to every room of the day or
 * chosen rooms, optionally to crew phones too, and each room's read receipt.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BROADCAST_MAX, broadcastSchema, type ProductionLive } from '@showcaller/shared';
import { apiFetch, isApiError } from '@/api/client';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

export function BroadcastPanel({ view, onSent }: { view: ProductionLive; onSent: () => void }) {
  const t = useAppT();
  const [text, setText] = useState('');
  const [rooms, setRooms] = useState<number[]>([]);
  const [toCrew, setToCrew] = useState(false);
  const withEvents = view.rooms.filter((r) => r.events.length > 0);
  const send = useMutation({
    mutationFn: () =>
      apiFetch(`/api/productions/${view.production.id}/broadcasts`, broadcastSchema, {
        method: 'POST',
        body: { text, day: view.day, roomIds: rooms, toCrew },
      }),
    onSuccess: () => {
      setText('');
      onSent();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  const toggle = (id: number) => setRooms((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  return (
    <section aria-labelledby="broadcast-title" className="grid gap-3 rounded-xl border border-neutral-700 bg-neutral-900 p-4">
      <h2 id="broadcast-title" className="text-xl font-bold text-white">
        {t('general.wall.broadcast')}
      </h2>
      <form onSubmit={submit} className="grid gap-3">
        <label className="grid gap-1 text-neutral-200">
          {t('general.wall.message')}
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={BROADCAST_MAX}
            className="rounded-md border border-neutral-600 bg-neutral-950 px-3 py-2 text-lg text-white"
            placeholder={t('general.wall.messagePlaceholder')}
          />
        </label>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2 text-neutral-200">
          <legend className="mb-1">{t('general.wall.rooms')}</legend>
          {withEvents.map((r) => (
            <label key={r.roomId} className="flex items-center gap-2">
              <input type="checkbox" checked={rooms.includes(r.roomId)} onChange={() => toggle(r.roomId)} className="size-5" />
              {r.name}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-neutral-200">
          <input type="checkbox" checked={toCrew} onChange={(e) => setToCrew(e.target.checked)} className="size-5" />
          {t('general.wall.toCrew')}
        </label>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={send.isPending || text.trim() === '' || withEvents.length === 0}>
            {t('general.wall.send')}
          </Button>
          {send.isError && (
            <p role="alert" className="text-red-300">
              {isApiError(send.error) ? send.error.message : t('general.wall.sendFailed')}
            </p>
          )}
        </div>
      </form>
      {view.broadcasts.length > 0 && (
        <ul aria-label={t('general.wall.sent')} className="grid gap-2">
          {view.broadcasts.map((b) => (
            <li key={b.id} data-testid="broadcast-sent" className="rounded-md border border-neutral-700 p-2 text-neutral-100">
              <p className="font-semibold">“{b.text}”</p>
              <p className="flex flex-wrap gap-x-3 text-sm">
                {b.rooms.map((r) => (
                  <span key={r.eventId} data-testid="broadcast-receipt" className={r.readAt ? 'text-green-400' : 'text-neutral-300'}>
                    {t(r.readAt ? 'general.wall.read' : 'general.wall.notRead', { room: r.room })}
                  </span>
                ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
