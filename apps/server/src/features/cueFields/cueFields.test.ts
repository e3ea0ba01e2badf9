import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cueFieldSchema, cueFieldSnapshotSchema, cueFieldsResponse, cueTriggerSchema, type CueField } from '@showcaller/shared';
import { createTestApp, testEngine, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown } from '../../test/factories.js';
import { openSocket } from '../../test/ws.js';
import { until } from '../../test/until.js';

describe(`custom fields on the rundown (${testEngine})`, () => {
  let t: TestApp;
  let show: TestRundown;
  let owner: string;
  let caller: string;
  let sound: string;
  let light: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    show = await buildRundown(t, { owner: await buildUser(t), cues: ['Doors', 'Welcome'], departments: ['Sound', 'Light'] });
    owner = show.owner.token;
    caller = await show.callerToken();
    sound = await show.crewToken('Sound');
    light = await show.crewToken('Light');
  });
  afterAll(() => t.close());

  const add = (body: unknown, token = owner) => t.call('POST', `/api/events/${show.event.id}/fields`, body, token);
  const made = async (body: unknown, token = owner): Promise<CueField> => (await add(body, token)).parse(cueFieldSchema);
  const list = async (token = owner) =>
    (await t.call('GET', `/api/events/${show.event.id}/fields`, undefined, token)).parse(cueFieldsResponse);
  const put = (cue: number, field: number, value: unknown, token = owner) =>
    t.call('PUT', `/api/cues/${cue}/fields/${field}`, { value }, token);
  const cue = (i: number) => show.cues[i]!.id;

  it('adds typed fields in order and keeps each value in its type', async () => {
    const shot = await made({ name: '  Camera   shot ', kind: 'choice', choices: ['Wide', 'Close'] });
    expect(shot).toMatchObject({ name: 'Camera shot', kind: 'choice', choices: ['Wide', 'Close'], position: 0, hidden: false });
    const mic = await made({ name: 'Mic', kind: 'number' }, caller);
    const live = await made({ name: 'Live', kind: 'boolean' });
    const walk = await made({ name: 'Walk-in', kind: 'duration' });
    const deck = await made({ name: 'Deck', kind: 'link' });
    const who = await made({ name: 'Presenter', kind: 'text' });
    expect([mic.position, live.position, walk.position, deck.position, who.position]).toEqual([1, 2, 3, 4, 5]);

    expect((await put(cue(0), shot.id, 'wide')).body).toEqual({ cueId: cue(0), fieldId: shot.id, value: 'Wide' });
    expect((await put(cue(0), mic.id, 4.5, caller)).status).toBe(200);
    expect((await put(cue(0), live.id, false)).status).toBe(200);
    expect((await put(cue(0), walk.id, 90)).status).toBe(200);
    expect((await put(cue(0), deck.id, ' https://example.com/deck ')).status).toBe(200);
    expect((await put(cue(1), who.id, 'Ada')).status).toBe(200);
    const { values } = await list();
    expect(values).toEqual(
      expect.arrayContaining([
        { cueId: cue(0), fieldId: shot.id, value: 'Wide' },
        { cueId: cue(0), fieldId: mic.id, value: 4.5 },
        { cueId: cue(0), fieldId: live.id, value: false },
        { cueId: cue(0), fieldId: walk.id, value: 90 },
        { cueId: cue(0), fieldId: deck.id, value: 'https://example.com/deck' },
        { cueId: cue(1), fieldId: who.id, value: 'Ada' },
      ]),
    );
    expect(values).toHaveLength(6);
    // null (and an empty text) clears.
    expect((await put(cue(1), who.id, null)).body).toMatchObject({ value: null });
    expect((await put(cue(0), shot.id, '')).body).toMatchObject({ value: null });
    expect((await list()).values).toHaveLength(4);
  });

  it('refuses bad values with a sentence and changes nothing', async () => {
    const deck = await made({ name: 'Deck', kind: 'link' });
    const mic = await made({ name: 'Mic', kind: 'number' });
    const shot = await made({ name: 'Shot', kind: 'choice', choices: ['Wide'] });
    const walk = await made({ name: 'Walk', kind: 'duration' });
    const who = await made({ name: 'Who', kind: 'text' });
    const cases: Array<[number, unknown, string]> = [
      [deck.id, 'javascript:alert(1)', 'http:// or https://'],
      [deck.id, 'ftp://example.com', 'http:// or https://'],
      [mic.id, 'four', 'must be a number'],
      [mic.id, 1e15, 'too large'],
      [shot.id, 'Close', 'not a choice of Shot'],
      [walk.id, 1.5, 'whole number of seconds'],
      [walk.id, -1, 'whole number of seconds'],
      [who.id, 'x'.repeat(501), 'at most 500'],
      [who.id, true, 'must be text'],
    ];
    for (const [field, value, text] of cases) {
      const r = await put(cue(0), field, value);
      expect(r.status, `${field} ${String(value)}`).toBe(400);
      expect(r.error).toContain(text);
    }
    expect((await t.call('PUT', `/api/cues/${cue(0)}/fields/${mic.id}`, { value: { x: 1 } }, owner)).status).toBe(400);
    expect((await list()).values).toEqual([]);
  });

  it('keeps names unique per event, caps the count, checks types and choices', async () => {
    await made({ name: 'Mic', kind: 'text' });
    const twice = await add({ name: ' mic ', kind: 'number' });
    expect(twice.status).toBe(409);
    expect(twice.error).toContain('already has a field called "Mic"');
    expect((await add({ name: 'Shot', kind: 'choice' })).error).toContain('at least one choice');
    expect((await add({ name: 'Shot', kind: 'choice', choices: ['Wide', 'wide'] })).error).toContain('listed twice');
    expect((await add({ name: 'A {b}', kind: 'text' })).error).toContain('{ or }');
    expect((await add({ name: '   ', kind: 'text' })).error).toContain('required');
    expect((await add({ name: 'X', kind: 'colour' })).status).toBe(400);
    expect((await add({ name: 'X'.repeat(41), kind: 'text' })).error).toContain('at most 40');
    for (let i = 1; i < 20; i++) expect((await add({ name: `F${i}`, kind: 'text' })).status).toBe(201);
    const full = await add({ name: 'One more', kind: 'text' });
    expect(full.status).toBe(400);
    expect(full.error).toContain('at most 20 custom fields');
    // Another event may use the same names.
    const other = await buildRundown(t, { owner: show.owner, cues: [], departments: [] });
    expect((await t.call('POST', `/api/events/${other.event.id}/fields`, { name: 'Mic', kind: 'text' }, owner)).status).toBe(201);
  });

  it('renames, hides, orders; never drops a choice a cue still holds', async () => {
    const a = await made({ name: 'Shot', kind: 'choice', choices: ['Wide', 'Close'] });
    const b = await made({ name: 'Mic', kind: 'text' });
    await put(cue(0), a.id, 'Close');
    // A trigger naming the field (any case and spacing) follows the rename; one naming another field does not.
    const triggers = [
      {
        on: 'go',
        address: '/cam/{cue.field.shot}',
        args: [
          { type: 's', value: '{cue.field.SHOT} on {cue.field.Mic}' },
          { type: 'i', value: 3 },
        ],
      },
    ];
    expect((await t.call('PUT', `/api/cues/${cue(0)}/triggers`, { triggers }, owner)).status).toBe(200);
    const renamed = await t.call('PATCH', `/api/fields/${a.id}`, { name: 'Camera', hidden: true }, caller);
    expect(renamed.parse(cueFieldSchema)).toMatchObject({ name: 'Camera', hidden: true });
    const after = z
      .object({ triggers: z.array(cueTriggerSchema) })
      .parse((await t.call('GET', `/api/cues/${cue(0)}/triggers`, undefined, owner)).body);
    expect(after.triggers).toEqual([
      {
        on: 'go',
        address: '/cam/{cue.field.Camera}',
        args: [
          { type: 's', value: '{cue.field.Camera} on {cue.field.Mic}' },
          { type: 'i', value: 3 },
        ],
      },
    ]);
    expect((await t.call('PATCH', `/api/fields/${b.id}`, { name: 'camera' }, owner)).status).toBe(409);
    const drop = await t.call('PATCH', `/api/fields/${a.id}`, { choices: ['Wide'] }, owner);
    expect(drop.status).toBe(409);
    expect(drop.error).toContain('"Close" is set on 1 cue of Camera');
    expect((await t.call('PATCH', `/api/fields/${a.id}`, { choices: ['Wide', 'Close', 'Crane'] }, owner)).status).toBe(200);
    expect((await t.call('PATCH', `/api/fields/${b.id}`, { choices: ['x'] }, owner)).error).toContain('Only a choice field');
    const order = await t.call('PUT', `/api/events/${show.event.id}/fields/order`, { fieldIds: [b.id, a.id] }, caller);
    expect(order.parse(z.array(cueFieldSchema)).map((f) => f.name)).toEqual(['Mic', 'Camera']);
    expect((await t.call('PUT', `/api/events/${show.event.id}/fields/order`, { fieldIds: [b.id] }, owner)).status).toBe(400);
    expect((await t.call('PUT', `/api/events/${show.event.id}/fields/order`, { fieldIds: [b.id, b.id] }, owner)).status).toBe(400);
  });

  it('deletes a field with its values and restores both (Undo); a deleted cue takes its values along', async () => {
    const a = await made({ name: 'Shot', kind: 'choice', choices: ['Wide'] });
    const b = await made({ name: 'Mic', kind: 'text' });
    await put(cue(0), a.id, 'Wide');
    await put(cue(1), a.id, 'Wide');
    const gone = (await t.call('DELETE', `/api/fields/${a.id}`, undefined, caller)).parse(cueFieldSnapshotSchema);
    expect(gone.values).toHaveLength(2);
    expect((await list()).fields.map((f) => f.name)).toEqual(['Mic']);
    const { field, values } = gone;
    const back = await t.call(
      'POST',
      `/api/events/${show.event.id}/fields/restore`,
      { name: field.name, kind: field.kind, choices: field.choices, hidden: field.hidden, position: field.position, values },
      caller,
    );
    expect(back.status).toBe(201);
    const after = back.parse(cueFieldsResponse);
    expect(after.fields.map((f) => f.name)).toEqual(['Shot', 'Mic']);
    expect(after.values.filter((v) => v.value === 'Wide')).toHaveLength(2);
    await t.call('DELETE', `/api/cues/${cue(1)}`, undefined, owner);
    expect((await list()).values).toHaveLength(1);
    expect(b.id).toBeGreaterThan(0);
  });

  it('shows each department only the fields the owner chose for it; a co-caller cannot choose, a stranger sees nothing', async () => {
    const soundId = show.department('Sound').id;
    const mic = await made({ name: 'Mic', kind: 'text', crewDepartmentIds: [soundId] });
    const shot = await made({ name: 'Shot', kind: 'text' });
    await put(cue(0), mic.id, 'Lav 3');
    await put(cue(0), shot.id, 'Wide');
    const crew = await list(sound);
    expect(crew.fields.map((f) => f.name)).toEqual(['Mic']);
    expect(crew.fields[0]!.crewDepartmentIds).toEqual([]);
    expect(crew.values).toEqual([{ cueId: cue(0), fieldId: mic.id, value: 'Lav 3' }]);
    expect(await list(light)).toEqual({ fields: [], values: [] });
    // Crews read, never write.
    expect((await put(cue(0), mic.id, 'Lav 4', sound)).status).toBe(403);
    expect((await add({ name: 'X', kind: 'text' }, sound)).status).toBe(403);
    // Only the owner widens what crews see.
    const byCaller = await t.call('PATCH', `/api/fields/${shot.id}`, { crewDepartmentIds: [soundId] }, caller);
    expect(byCaller.status).toBe(403);
    expect(byCaller.error).toContain('Only the event owner');
    expect((await add({ name: 'Y', kind: 'text', crewDepartmentIds: [soundId] }, caller)).status).toBe(403);
    // A department of another event is refused.
    const other = await buildRundown(t, { owner: show.owner, cues: [], departments: ['Video'] });
    const foreign = await t.call('PATCH', `/api/fields/${shot.id}`, { crewDepartmentIds: [other.department('Video').id] }, owner);
    expect(foreign.status).toBe(400);
    // Another account: 404 for the event, the field and the value, exactly as for missing ones.
    const stranger = await buildUser(t);
    expect((await t.call('GET', `/api/events/${show.event.id}/fields`, undefined, stranger.token)).status).toBe(404);
    const theirs = await t.call('PATCH', `/api/fields/${mic.id}`, { name: 'Z' }, stranger.token);
    const missing = await t.call('PATCH', `/api/fields/2147483000`, { name: 'Z' }, stranger.token);
    expect({ s: theirs.status, b: theirs.body }).toEqual({ s: missing.status, b: missing.body });
    expect((await put(cue(0), mic.id, 'x', stranger.token)).status).toBe(404);
    // A field of another event cannot be set on this event's cue.
    const otherField = (await t.call('POST', `/api/events/${other.event.id}/fields`, { name: 'Q', kind: 'text' }, owner)).parse(
      cueFieldSchema,
    );
    expect((await put(cue(0), otherField.id, 'x')).status).toBe(404);
    expect((await t.call('GET', `/api/events/${show.event.id}/fields`)).status).toBe(401);
  });

  it("puts the cue's fields, typed and by name, in the cue.status webhook payload", async () => {
    const shot = await made({ name: 'Shot', kind: 'choice', choices: ['Wide'] });
    await made({ name: 'Live', kind: 'boolean' });
    const walk = await made({ name: 'Walk', kind: 'duration' });
    await put(cue(0), shot.id, 'Wide');
    await put(cue(0), walk.id, 75);
    const hook = await t.call(
      'POST',
      `/api/events/${show.event.id}/webhooks`,
      { url: 'http://127.0.0.1:9/hook', events: ['cue.status', 'rundown.changed'] },
      owner,
    );
    expect(hook.status).toBe(201);
    t.clock.advance(1000);
    expect((await t.call('POST', `/api/events/${show.event.id}/cuestatus/go`, {}, owner)).status).toBe(200);
    let body: unknown;
    await until(
      async () => {
        const rows = await t.db.kysely.selectFrom('webhook_deliveries').select('body').where('kind', '=', 'cue.status').execute();
        body = rows.map((r) => z.object({ data: z.object({ cue: z.unknown() }) }).parse(JSON.parse(r.body)).data.cue)[0];
        return body !== undefined;
      },
      { what: 'the cue.status delivery' },
    );
    expect(body).toEqual({ id: cue(0), number: 1, action: 'Doors', fields: { Shot: 'Wide', Live: null, Walk: 75 } });
    // A value set after the hook was made is a rundown change.
    const before = await t.db.kysely.selectFrom('webhook_deliveries').select('body').where('kind', '=', 'rundown.changed').execute();
    await put(cue(1), shot.id, 'Wide');
    await until(
      async () =>
        (await t.db.kysely.selectFrom('webhook_deliveries').select('body').where('kind', '=', 'rundown.changed').execute()).some(
          (r) => !before.some((b) => b.body === r.body) && r.body.includes('"what":"fields"'),
        ),
      { what: 'the rundown.changed delivery for the value' },
    );
  });

  it("sends a 'fields' refetch to callers and crews", async () => {
    const ws = await openSocket(base);
    ws.send({ type: 'subscribeEvent', eventId: show.event.id, token: caller });
    await ws.next('subscribed');
    const crew = await openSocket(base);
    crew.send({ type: 'subscribeEvent', eventId: show.event.id, token: sound });
    await crew.next('subscribed');
    const f = await made({ name: 'Mic', kind: 'text' });
    await ws.next('refetch', (m) => m.key === 'fields' && m.eventId === show.event.id);
    await crew.next('refetch', (m) => m.key === 'fields');
    await put(cue(0), f.id, 'Lav');
    await ws.next('refetch', (m) => m.key === 'fields' && m.revision > 0);
    await ws.close();
    await crew.close();
  });
});
