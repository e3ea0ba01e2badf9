/**
 * The producer's messages to this room (docs/decisions/0027-producer-wall.md), above the rundown
 * while unread: "Read" is the room's receipt on the producer's wall. Re-read on `refetch: broadcasts`
 * (useEventRealtime invalidates ['rundown', eventId, 'broadcasts']). Shows nothing for an event no
 * producer wrote to.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { roomBroadcastSchema } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

const listSchema = roomBroadcastSchema.array();
const broadcastKey = (eventId: number) => [...rundownKeys.all(eventId), 'broadcasts'] as const;

export function ProducerMessages({ eventId }: { eventId: number }) {
  const t = useAppT();
  const token = useRundownToken();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: broadcastKey(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/broadcasts`, listSchema, token, { signal }),
  });
  const read = useMutation({
    mutationFn: (id: number) =>
      rundownFetch(`/api/events/${eventId}/broadcasts/read`, listSchema, token, { method: 'POST', body: { broadcastId: id } }),
    onSuccess: (next) => qc.setQueryData(broadcastKey(eventId), next),
  });
  const unread = (list.data ?? []).filter((b) => b.readAt === null);
  if (unread.length === 0) return null;
  return (
    <section aria-label={t('show.producer.label')} className="grid gap-2">
      {unread.map((b) => (
        <div
          key={b.id}
          role="alert"
          data-testid="producer-message"
          className="flex flex-wrap items-center gap-3 rounded-md border-2 border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <Megaphone aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1 font-semibold break-words">
            <span className="font-normal">{t('show.producer.from')}</span>
            {b.text}
          </p>
          <Button size="sm" onClick={() => read.mutate(b.id)} disabled={read.isPending}>
            {t('show.producer.read')}
          </Button>
        </div>
      ))}
    </section>
  );
}
