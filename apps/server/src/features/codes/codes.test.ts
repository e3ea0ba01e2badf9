/**
 * docs/decisions/0004-access-codes.md: the server alone chooses codes; a restore never takes one from the
 * request, and a revoked code never works again, by HTTP or WebSocket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Cue, departmentSchema, departmentSnapshotSchema, type Event, eventSchema } from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildCue, buildDepartment, buildEventWith, buildUser } from '../../test/factories.js';
import { codesRepo } from './codes.repo.js';
import { codesService } from './codes.service.js';

describe('access codes: issued by the server, retired for good', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let show: Event;
  let cue: Cue;

  const enter = (code: string) => t.call('POST', '/api/access', { code });
  const addDepartment = async (name: string, eventId = show.id) => await buildDepartment(t, alice, eventId, name);
  const remove = async (id: number, token = alice) =>
    (await t.callParsed(departmentSnapshotSchema, 'DELETE', `/api/departments/${id}`, undefined, token)).body;
  const restore = (body: object, token = alice) => t.call('POST', '/api/departments/restore', body, token);
  const retired = async (code: string) =>
    (await t.db.kysely.selectFrom('retired_codes').selectAll().where('code', '=', code).executeTakeFirst()) !== undefined;

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await buildUser(t)).token;
    bob = (await buildUser(t)).token;
    show = await buildEventWith(t, alice, { name: 'Gala', date: '2026-12-01' });
    cue = await buildCue(t, alice, { eventId: show.id, action: 'Opening' });
  });
  afterAll(() => t.close());

  it('does not bring back a code revoked by regenerate, whatever the restore body says', async () => {
    const sound = await addDepartment('Sound');
    const revoked = sound.accessCode;
    await t.call('POST', `/api/departments/${sound.id}/regenerate-code`, undefined, alice);
    expect((await enter(revoked)).status).toBe(404);
    const snapshot = await remove(sound.id);
    const res = await restore({ ...snapshot.department, accessCode: revoked, tasks: [] });
    expect(res.status).toBe(201);
    expect(res.parse(departmentSnapshotSchema).department.accessCode).not.toBe(revoked);
    expect(res.parse(departmentSnapshotSchema).department.accessCode).not.toBe(snapshot.department.accessCode);
    expect((await enter(revoked)).status).toBe(404);
    expect((await enter(snapshot.department.accessCode)).status).toBe(404);
    expect((await enter(res.parse(departmentSnapshotSchema).department.accessCode)).status).toBe(200);
    expect(await retired(revoked)).toBe(true);
    expect(await retired(snapshot.department.accessCode)).toBe(true);
  });

  it('cannot take another department\u2019s live code, or a free one it chose, through a restore', async () => {
    const light = await addDepartment('Light');
    const snapshot = await remove((await addDepartment('Video')).id);
    for (const wanted of [light.accessCode, 'AAAAAA', 'access']) {
      const res = await restore({ ...snapshot.department, name: `Video ${wanted}`, accessCode: wanted, tasks: [] });
      expect(res.status).toBe(201);
      expect(res.parse(departmentSnapshotSchema).department.accessCode.toUpperCase()).not.toBe(wanted.toUpperCase());
    }
    expect(
      (await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${show.id}/departments`, undefined, alice)).body,
    ).toContainEqual(light);
  });

  it('lets neither another account nor a department code restore into the event, changing nothing', async () => {
    // Its own department: the test does not rely on one an earlier test left in the show.
    const props = await addDepartment('Props');
    const before = (await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${show.id}/departments`, undefined, alice)).body;
    const body = { eventId: show.id, name: 'Intruder', tasks: [{ cueId: cue.id, description: 'x' }] };
    expect((await restore(body, bob)).status).toBe(404);
    const crew = await t.call('POST', '/api/access', { code: props.accessCode });
    expect((await restore(body, crew.parse(z.object({ token: z.string() })).token)).status).toBe(403);
    expect((await t.callParsed(z.array(departmentSchema), 'GET', `/api/events/${show.id}/departments`, undefined, alice)).body).toEqual(
      before,
    );
  });

  it('retires the show caller code on regenerate and every code of a deleted event', async () => {
    const ev = await buildEventWith(t, alice, { name: 'Short', date: '2026-12-02' });
    const dep = await addDepartment('Stage', ev.id);
    const next = (await t.callParsed(eventSchema, 'POST', `/api/events/${ev.id}/regenerate-caller-code`, undefined, alice)).body;
    expect(await retired(ev.showCallerCode)).toBe(true);
    expect((await enter(ev.showCallerCode)).status).toBe(404);
    expect((await t.call('DELETE', `/api/events/${ev.id}`, undefined, alice)).status).toBe(200);
    expect(await retired(next.showCallerCode)).toBe(true);
    expect(await retired(dep.accessCode)).toBe(true);
  });

  it('never issues a retired or held code, and never accepts a retired one even where it is still stored', async () => {
    const held = (await addDepartment('Held')).accessCode;
    await t.app.services.repos.departments.insert({
      event_id: show.id,
      name: 'Legacy',
      access_code: 'RRRRRR',
      position: 99,
      created_at: new Date(t.clock.now()).toISOString(),
    });
    expect((await enter('RRRRRR')).status).toBe(200);
    const repo = codesRepo(t.db.kysely);
    await repo.retire([{ code: 'RRRRRR', kind: 'department' }], new Date(t.clock.now()).toISOString());
    // Lookups refuse it although a department row still holds it (a code kept from before 005).
    expect((await enter('rrr-rrr')).status).toBe(404);

    const script = ['RRRRRR', held, 'ACCESS', 'SSSSSS', 'UUUUUU', 'UUUUUU', 'VVVVVV'];
    const codes = codesService({ repo, clock: t.clock, random: () => script.shift() ?? 'RRRRRR' });
    expect(await codes.issue()).toBe('SSSSSS');
    // Several at once (an import, a demo) are distinct from each other too.
    expect(await codes.issueMany(2)).toEqual(['UUUUUU', 'VVVVVV']);
    // A generator that only finds used codes gives up with an error instead of looping.
    await expect(codes.issue()).rejects.toThrow(/free access code/);
  });
});
