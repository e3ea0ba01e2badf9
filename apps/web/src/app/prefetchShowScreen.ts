import type { QueryClient } from '@tanstack/react-query';
import { rundownQueries } from '@/api/rundown';
import { getToken } from '@/api/token';
import { parseEventId } from '@/screens/event/eventId';
import { readCallerToken } from '@/api/callerSession';

/**
 * /event/{id} at navigation: starts the event, cue, department and task requests at once, in parallel
 * with the screen's code chunk, instead of after it has loaded and rendered (a request waterfall).
 * Uses the same token the screen will (this tab's show caller code for the event, else the account),
 * and asks nothing without one: the route guard then sends the visitor to log in.
 */
export function prefetchShowScreen(queryClient: QueryClient, rawId: string | undefined): void {
  const eventId = parseEventId(rawId);
  if (eventId === null) return;
  const callerToken = readCallerToken(eventId);
  if (callerToken === null && getToken() === null) return;
  const token = callerToken ?? undefined;
  // Errors stay in the cache for the screen to show; nothing to handle here.
  void queryClient.prefetchQuery(rundownQueries.tasks(eventId, token));
  void queryClient.prefetchQuery(rundownQueries.cues(eventId, token));
  void queryClient.prefetchQuery(rundownQueries.departments(eventId, token));
  void queryClient.prefetchQuery(rundownQueries.event(eventId, token));
}
