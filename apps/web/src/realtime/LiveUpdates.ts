/**
 * A realtime connection for pages that have none of their own (the event detail page): its `refetch`
 * frames invalidate the same rundownKeys the page reads (docs/decisions/0008), so a live edit made
 * on the show screen or by a co-caller shows on every tab.
 */
import { useRundownToken } from '@/api/rundown';
import { useAuthToken } from '@/api/token';
import { useEventRealtime } from './useEventRealtime';

export function LiveUpdates({ eventId }: { eventId: number }): null {
  const override = useRundownToken();
  const account = useAuthToken();
  useEventRealtime(eventId, override ?? account);
  return null;
}
