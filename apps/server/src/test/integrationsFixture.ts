/** A show for the show-control tests: an event with numbered cues, its control key and a co-caller. */
import { apiKeyResponse } from '@showcaller/shared';
import { insertCodeSession, type TestApp } from './harness.js';
import { buildCue, buildEvent } from './factories.js';

export interface ShowFixture {
  owner: { token: string };
  eventId: number;
  cueIds: number[];
  controlKey: string;
  callerToken: string;
}

export async function makeShow(t: TestApp, cues: string[] = ['Doors', 'Welcome', 'Keynote']): Promise<ShowFixture> {
  const { owner, event } = await buildEvent(t, { name: 'Show' });
  const cueIds: number[] = [];
  for (const action of cues) cueIds.push((await buildCue(t, owner.token, { eventId: event.id, action, duration: 60 })).id);
  const key = await t.callParsed(apiKeyResponse, 'POST', `/api/events/${event.id}/api-key`, {}, owner.token);
  const callerToken = await insertCodeSession(t, 'caller', event.id);
  return { owner, eventId: event.id, cueIds, controlKey: key.body.apiKey, callerToken };
}

/** The as-run rows of an event, oldest first. */
export function asRun(t: TestApp, eventId: number) {
  return t.db.kysely.selectFrom('as_run_log').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}
