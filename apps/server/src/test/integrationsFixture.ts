/** A show for the show-control tests: an event with numbered cues, its control key and a co-caller. */
import { insertCodeSession, registerUser, type TestApp } from './harness.js';

export interface ShowFixture {
  owner: { token: string };
  eventId: number;
  cueIds: number[];
  controlKey: string;
  callerToken: string;
}

export async function makeShow(t: TestApp, cues: string[] = ['Doors', 'Welcome', 'Keynote']): Promise<ShowFixture> {
  const owner = await registerUser(t);
  const ev = await t.call<{ id: number }>('POST', '/api/events', { name: 'Show', date: '2026-12-01' }, owner.token);
  if (ev.status !== 201) throw new Error(`event: ${ev.status}`);
  const cueIds: number[] = [];
  for (const action of cues) {
    const r = await t.call<{ id: number }>('POST', '/api/cues', { eventId: ev.body.id, action, duration: 60 }, owner.token);
    if (r.status !== 201) throw new Error(`cue: ${r.status} ${JSON.stringify(r.body)}`);
    cueIds.push(r.body.id);
  }
  const key = await t.call<{ apiKey: string }>('POST', `/api/events/${ev.body.id}/api-key`, {}, owner.token);
  if (key.status !== 200) throw new Error(`api key: ${key.status} ${JSON.stringify(key.body)}`);
  const callerToken = await insertCodeSession(t, 'caller', ev.body.id);
  return { owner, eventId: ev.body.id, cueIds, controlKey: key.body.apiKey, callerToken };
}

/** The as-run rows of an event, oldest first. */
export function asRun(t: TestApp, eventId: number) {
  return t.db.kysely.selectFrom('as_run_log').selectAll().where('event_id', '=', eventId).orderBy('id').execute();
}
