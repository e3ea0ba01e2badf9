import type { QueryClient } from '@tanstack/react-query';
import { taskSchema, type Task } from '@showcaller/shared';
import { rundownFetch, rundownQueries } from '@/api/rundown';
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
  prefetchTasks(queryClient, eventId, token);
  void queryClient.prefetchQuery(rundownQueries.cues(eventId, token));
  void queryClient.prefetchQuery(rundownQueries.departments(eventId, token));
  void queryClient.prefetchQuery(rundownQueries.event(eventId, token));
}

/** Cues whose tasks come first: more than a screenful of rows at any window height the table is used at. */
export const FIRST_SCREENFUL_CUES = 30;

/**
 * Every task of the event, and before it the first screenful's (docs/decisions/0039-task-and-ack-deltas.md): a 1,000 × 15
 * show's list is 15,000 tasks, which the page then checks and lays out; the first cues' tasks
 * (GET …/tasks?firstCues=30, a few hundred) fill the rows on screen meanwhile. They stand in only
 * while the whole list is on its way; if that fails, they go too, so no half list passes for all.
 */
function prefetchTasks(queryClient: QueryClient, eventId: number, token: string | undefined): void {
  const options = rundownQueries.tasks(eventId, token);
  if (queryClient.getQueryData(options.queryKey) !== undefined) return;
  let head: Task[] | undefined;
  queryClient.fetchQuery(options).catch(() => {
    if (head !== undefined && queryClient.getQueryData(options.queryKey) === head)
      void queryClient.resetQueries({ queryKey: options.queryKey });
  });
  rundownFetch(`/api/events/${eventId}/tasks`, taskSchema.array(), token, { params: { firstCues: FIRST_SCREENFUL_CUES } }).then(
    (first) => {
      const state = queryClient.getQueryState(options.queryKey);
      if (state?.data !== undefined || state?.fetchStatus !== 'fetching') return;
      head = first;
      queryClient.setQueryData(options.queryKey, first);
    },
    () => undefined, // the whole list follows; its answer (or its error) is what the screen shows
  );
}
