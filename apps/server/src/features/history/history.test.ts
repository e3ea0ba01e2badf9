/**
 * Who did what, undo, versions and edit conflicts (docs/decisions/0032-history-versions-presence.md),
 * on the real database of the run (SQLite, or PostgreSQL with TEST_ENGINE=postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cueFieldSchema,
  cueFieldsResponse,
  cueSchema,
  historyEntrySchema,
  historyPageSchema,
  rundownVersionSchema,
  taskSchema,
  versionRestoreAnswer,
} from '@showcaller/shared';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { buildRundown, buildUser, type TestRundown } from '../../test/factories.js';

describe('edit history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const history = async (r: TestRundown, query = '', token = r.owner.token) =>
    (await t.callParsed(historyPageSchema, 'GET', `/api/events/${r.event.id}/history${query}`, undefined, token)).body;
  const cues = async (r: TestRundown) =>
    (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${r.event.id}/cues`, undefined, r.owner.token)).body;
  const show = () =>
    buildRundown(t, {
      cues: ['Doors', 'Welcome', 'Keynote'],
      departments: ['Sound', 'Light'],
      tasks: [{ cue: 0, department: 'Sound', description: 'Walk-in music' }],
    });

  it('records who changed which field of which cue, with the value before and after', async () => {
    const r = await show();
    const caller = await r.callerToken();
    const [doors, welcome] = r.cues;
    await t.callParsed(cueSchema, 'PATCH', `/api/cues/${doors!.id}`, { action: 'Doors open' }, r.owner.token);
    await t.callParsed(cueSchema, 'PATCH', `/api/cues/${welcome!.id}`, { notes: 'Speaker at the lectern' }, caller);
    const all = await history(r);
    const [notes, action] = all.entries;
    expect(notes).toMatchObject({
      entity: 'cue',
      cueId: welcome!.id,
      cueNumber: 2,
      field: 'notes',
      before: '',
      after: 'Speaker at the lectern',
    });
    expect(notes!.who).toEqual({ kind: 'caller', id: null, label: 'Caller code' });
    expect(action).toMatchObject({ cueId: doors!.id, field: 'action', before: 'Doors', after: 'Doors open', undoable: true });
    expect(action!.who).toMatchObject({ kind: 'user', id: r.owner.user.id, label: r.owner.user.username });
    // The creations of the rundown are there too, older.
    expect(all.entries.filter((e) => e.action === 'create').map((e) => e.entity)).toEqual([
      'task',
      'department',
      'department',
      'cue',
      'cue',
      'cue',
    ]);
    // Filters: one cue; one person.
    expect((await history(r, `?cueId=${welcome!.id}`)).entries.map((e) => e.field ?? e.action)).toEqual(['notes', 'create']);
    const byCaller = await history(r, '?who=caller:');
    expect(byCaller.entries.map((e) => e.field)).toEqual(['notes']);
    expect(byCaller.people.map((p) => p.label).sort()).toEqual(['Caller code', r.owner.user.username].sort());
  });

  it('names a department code for its ticks, and the history belongs to the show callers only', async () => {
    const r = await show();
    const crew = await r.crewToken('Sound');
    await t.callParsed(taskSchema, 'PUT', `/api/tasks/${r.tasks[0]!.id}`, { completed: true }, crew);
    const [tick] = (await history(r)).entries;
    expect(tick).toMatchObject({ entity: 'task', field: 'completed', before: 'false', after: 'true', cueNumber: 1 });
    expect(tick!.who).toEqual({ kind: 'department', id: r.department('Sound').id, label: 'Sound code' });
    // The crew phone cannot read it; another account's history is missing; nobody signed in: 401.
    expect((await t.call('GET', `/api/events/${r.event.id}/history`, undefined, crew)).status).toBe(403);
    const stranger = await buildUser(t);
    const other = await t.call('GET', `/api/events/${r.event.id}/history`, undefined, stranger.token);
    expect(other.status).toBe(404);
    expect((await t.call('GET', `/api/events/${r.event.id}/history`)).status).toBe(401);
    expect((await t.call('GET', `/api/events/${r.event.id}/history?who=nobody:x`, undefined, r.owner.token)).error).toBe(
      'The person filter must be one of the history’s people.',
    );
  });

  it('lists show-control commands from the as-run log beside the edits', async () => {
    const r = await show();
    await t.call('POST', `/api/events/${r.event.id}/cuestatus/standby`, {}, r.owner.token);
    await t.call('POST', `/api/events/${r.event.id}/cuestatus/go`, {}, r.owner.token);
    const { entries } = await history(r);
    const shows = entries.filter((e) => e.entity === 'show');
    expect(shows.map((e) => e.after)).toEqual(['GO', 'Standby']);
    expect(shows[0]).toMatchObject({ cueNumber: 1, undoable: false, who: { kind: 'user', label: r.owner.user.username } });
  });

  it('undoes any edit through the edit’s own checks: a field, a creation, a deletion', async () => {
    const r = await show();
    const [doors, welcome] = r.cues;
    await t.callParsed(cueSchema, 'PATCH', `/api/cues/${doors!.id}`, { action: 'Doors open', duration: 90 }, r.owner.token);
    const entries = (await history(r)).entries;
    const action = entries.find((e) => e.field === 'action')!;
    // Another account cannot see the entry; a crew code cannot undo a rundown edit.
    const stranger = await buildUser(t);
    expect((await t.call('POST', `/api/history/${action.id}/undo`, undefined, stranger.token)).status).toBe(404);
    expect((await t.call('POST', `/api/history/${action.id}/undo`, undefined, await r.crewToken('Sound'))).status).toBe(403);
    expect((await cues(r))[0]!.action).toBe('Doors open');
    // The co-caller may: it edits cues too. The undo is itself in the history (and can be undone).
    const undone = await t.callParsed(historyEntrySchema, 'POST', `/api/history/${action.id}/undo`, undefined, await r.callerToken());
    expect(undone.body.id).toBe(action.id);
    expect((await cues(r))[0]).toMatchObject({ action: 'Doors', duration: 90 });
    const [redo] = (await history(r)).entries;
    expect(redo).toMatchObject({ field: 'action', before: 'Doors open', after: 'Doors', who: { kind: 'caller' } });

    // A deleted cue comes back with its task; then undoing its creation removes it again.
    await t.call('DELETE', `/api/cues/${doors!.id}`, undefined, r.owner.token);
    const deletion = (await history(r)).entries[0]!;
    expect(deletion).toMatchObject({ action: 'delete', before: 'Doors', undoable: true });
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${deletion.id}/undo`, undefined, r.owner.token);
    const back = await cues(r);
    expect(back.map((c) => c.action)).toEqual(['Doors', 'Welcome', 'Keynote']);
    const tasks = (await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${r.event.id}/tasks`, undefined, r.owner.token)).body;
    expect(tasks.map((k) => [k.cueId, k.description])).toEqual([[back[0]!.id, 'Walk-in music']]);

    // Show-control rows are not undone here; a missing entry is 404.
    expect((await t.call('POST', `/api/history/999999/undo`, undefined, r.owner.token)).status).toBe(404);
    expect(welcome).toBeDefined();
  });

  it('records a cue timer change and undoes it; a deleted time-of-day cue comes back with its timer', async () => {
    const r = await show();
    const [doors, welcome] = r.cues;
    const timed = { timerType: 'timeOfDay', endTime: '14:30:00', endAction: 'stop' };
    await t.callParsed(cueSchema, 'PATCH', `/api/cues/${doors!.id}`, timed, r.owner.token);
    const entries = (await history(r)).entries.filter((e) => e.cueId === doors!.id && e.action === 'update');
    expect(entries.map((e) => [e.field, e.before, e.after]).sort()).toEqual([
      ['endAction', 'overrun', 'stop'],
      ['endTime', '', '14:30:00'],
      ['timerType', 'countdown', 'timeOfDay'],
    ]);
    const end = entries.find((e) => e.field === 'endAction')!;
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${end.id}/undo`, undefined, r.owner.token);
    expect((await cues(r))[0]).toMatchObject({ timerType: 'timeOfDay', endTime: '14:30:00', endAction: 'overrun' });

    await t.call('DELETE', `/api/cues/${doors!.id}`, undefined, r.owner.token);
    const deletion = (await history(r)).entries[0]!;
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${deletion.id}/undo`, undefined, r.owner.token);
    expect((await cues(r))[0]).toMatchObject({ action: 'Doors', timerType: 'timeOfDay', endTime: '14:30:00', endAction: 'overrun' });
    expect(welcome).toBeDefined();
  });

  it('refuses the second of two saves of one cell, naming who saved and their value; different cells both survive', async () => {
    const r = await show();
    const caller = await r.callerToken();
    const doors = r.cues[0]!;
    // Both screens opened the cell when it read "Doors".
    const first = await t.call('PATCH', `/api/cues/${doors.id}`, { action: 'Doors at 7', base: { action: 'Doors' } }, caller);
    expect(first.status).toBe(200);
    const second = await t.call('PATCH', `/api/cues/${doors.id}`, { action: 'Doors at 8', base: { action: 'Doors' } }, r.owner.token);
    expect(second.status).toBe(409);
    expect(second.error).toBe(
      'Caller code changed the action of cue 1 to “Doors at 7” while you were editing it, so your change was not saved.',
    );
    expect((await cues(r))[0]!.action).toBe('Doors at 7');
    // Another field of the same cue, edited from the same old view, is merged.
    const notes = await t.call('PATCH', `/api/cues/${doors.id}`, { notes: 'Front of house ready', base: { notes: null } }, r.owner.token);
    expect(notes.status).toBe(200);
    expect((await cues(r))[0]).toMatchObject({ action: 'Doors at 7', notes: 'Front of house ready' });
    // Saving the same value someone else just saved is no conflict.
    expect(
      (await t.call('PATCH', `/api/cues/${doors.id}`, { action: 'Doors at 7', base: { action: 'Doors' } }, r.owner.token)).status,
    ).toBe(200);
    // Without a base (an API client), the last write wins as before.
    expect((await t.call('PATCH', `/api/cues/${doors.id}`, { action: 'Doors at 9' }, r.owner.token)).status).toBe(200);
  });

  it('refuses a custom field value saved over someone else’s newer one, naming them; another cue’s cell is no conflict', async () => {
    const r = await show();
    const caller = await r.callerToken();
    const [doors, welcome] = r.cues;
    const field = (
      await t.callParsed(cueFieldSchema, 'POST', `/api/events/${r.event.id}/fields`, { name: 'Mic', kind: 'text' }, r.owner.token)
    ).body;
    const put = (cue: number, body: object, token: string) => t.call('PUT', `/api/cues/${cue}/fields/${field.id}`, body, token);
    expect((await put(doors!.id, { value: 'Lectern', base: null }, caller)).status).toBe(200);
    const late = await put(doors!.id, { value: 'Handheld', base: null }, r.owner.token);
    expect(late.status).toBe(409);
    expect(late.error).toBe('Caller code changed the Mic of cue 1 to “Lectern” while you were editing it, so your change was not saved.');
    expect((await put(welcome!.id, { value: 'Headset', base: null }, r.owner.token)).status).toBe(200);
    // The same value, or a save from an up-to-date view, goes through; so does one without a base.
    expect((await put(doors!.id, { value: 'Lectern', base: null }, r.owner.token)).status).toBe(200);
    expect((await put(doors!.id, { value: 'Handheld', base: 'Lectern' }, r.owner.token)).status).toBe(200);
    expect((await put(doors!.id, { value: null }, caller)).status).toBe(200);
    const values = (await t.callParsed(cueFieldsResponse, 'GET', `/api/events/${r.event.id}/fields`, undefined, r.owner.token)).body.values;
    expect(values.map((v) => [v.cueId, v.value])).toEqual([[welcome!.id, 'Headset']]);
  });
});

describe('versions of the rundown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const versions = async (r: TestRundown, token = r.owner.token) =>
    (await t.callParsed(z.array(rundownVersionSchema), 'GET', `/api/events/${r.event.id}/versions`, undefined, token)).body;
  const actions = async (r: TestRundown) =>
    (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${r.event.id}/cues`, undefined, r.owner.token)).body.map((c) => c.action);
  const cues = async (r: TestRundown) =>
    (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${r.event.id}/cues`, undefined, r.owner.token)).body;
  const history = async (r: TestRundown, query = '') =>
    (await t.callParsed(historyPageSchema, 'GET', `/api/events/${r.event.id}/history${query}`, undefined, r.owner.token)).body;

  it('saves on request, restores (saving first, so a restore can be undone), and keeps surviving cues’ ids', async () => {
    const r = await buildRundown(t, {
      cues: ['Doors', 'Welcome', 'Keynote'],
      departments: ['Sound', 'Light'],
      tasks: [{ cue: 1, department: 'Light', description: 'Spot on lectern' }],
    });
    const saved = await t.callParsed(
      rundownVersionSchema,
      'POST',
      `/api/events/${r.event.id}/versions`,
      { label: 'Tech rehearsal' },
      r.owner.token,
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ reason: 'manual', label: 'Tech rehearsal', cueCount: 3, taskCount: 1, who: { kind: 'user' } });
    // The rundown changes a lot: a cue deleted, one renamed, one added, the department deleted.
    await t.call('DELETE', `/api/cues/${r.cues[0]!.id}`, undefined, r.owner.token);
    await t.call('PATCH', `/api/cues/${r.cues[2]!.id}`, { action: 'Keynote (short)' }, r.owner.token);
    await t.call('POST', '/api/cues', { eventId: r.event.id, action: 'Encore' }, r.owner.token);
    await t.call('DELETE', `/api/departments/${r.department('Light').id}`, undefined, r.owner.token);
    expect(await actions(r)).toEqual(['Welcome', 'Keynote (short)', 'Encore']);

    // A crew code may not restore; another account does not see the version.
    expect((await t.call('POST', `/api/versions/${saved.body.id}/restore`, undefined, await r.crewToken('Sound'))).status).toBe(403);
    expect((await t.call('POST', `/api/versions/${saved.body.id}/restore`, undefined, (await buildUser(t)).token)).status).toBe(404);

    const restored = await t.callParsed(versionRestoreAnswer, 'POST', `/api/versions/${saved.body.id}/restore`, undefined, r.owner.token);
    expect(restored.body).toMatchObject({
      cueCount: 3,
      savedFirst: { reason: 'restore', label: 'Before restoring “Tech rehearsal”', cueCount: 3 },
    });
    const after = (await t.callParsed(z.array(cueSchema), 'GET', `/api/events/${r.event.id}/cues`, undefined, r.owner.token)).body;
    expect(after.map((c) => c.action)).toEqual(['Doors', 'Welcome', 'Keynote']);
    expect(after[1]!.id).toBe(r.cues[1]!.id);
    const tasks = (await t.callParsed(z.array(taskSchema), 'GET', `/api/events/${r.event.id}/tasks`, undefined, r.owner.token)).body;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ cueId: r.cues[1]!.id, description: 'Spot on lectern' });
    // Light came back (a fresh department, with a fresh code).
    const deps = await t.call('GET', `/api/events/${r.event.id}/departments`, undefined, r.owner.token);
    expect(
      z
        .array(z.object({ name: z.string(), accessCode: z.string() }))
        .parse(deps.body)
        .map((d) => d.name),
    ).toEqual(['Sound', 'Light']);

    // The restore is an entry of the history; undoing it restores the version saved first.
    const page = (await t.callParsed(historyPageSchema, 'GET', `/api/events/${r.event.id}/history`, undefined, r.owner.token)).body;
    expect(page.entries[0]).toMatchObject({
      field: 'version',
      before: 'Before restoring “Tech rehearsal”',
      after: 'Tech rehearsal',
      undoable: true,
    });
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${page.entries[0]!.id}/undo`, undefined, r.owner.token);
    expect(await actions(r)).toEqual(['Welcome', 'Keynote (short)', 'Encore']);
    expect((await versions(r)).map((v) => v.reason)).toEqual(['restore', 'restore', 'manual']);
  });

  it('saves a version before an import, in its transaction, and undoing the import restores it', async () => {
    const source = await buildRundown(t, { cues: ['Imported one', 'Imported two'] });
    const file = (
      await t.app.inject({
        method: 'GET',
        url: `/api/events/${source.event.id}/export/xlsx`,
        headers: { authorization: `Bearer ${source.owner.token}` },
      })
    ).rawPayload;
    const r = await buildRundown(t, { cues: ['Doors', 'Welcome', 'Keynote'] });
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/events/${r.event.id}/import`,
      payload: file,
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        authorization: `Bearer ${r.owner.token}`,
      },
    });
    expect(imported.statusCode).toBe(200);
    expect(await actions(r)).toEqual(['Doors', 'Welcome', 'Keynote', 'Imported one', 'Imported two']);
    expect((await versions(r)).map((v) => [v.reason, v.label, v.cueCount])).toEqual([['import', 'Before import', 3]]);
    const page = (await t.callParsed(historyPageSchema, 'GET', `/api/events/${r.event.id}/history`, undefined, r.owner.token)).body;
    expect(page.entries[0]).toMatchObject({ field: 'version', before: 'Before import', after: 'Imported 2 cues', undoable: true });
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${page.entries[0]!.id}/undo`, undefined, r.owner.token);
    expect(await actions(r)).toEqual(['Doors', 'Welcome', 'Keynote']);
  });

  it('saves a version before the first GO of each run, and not on later GOs', async () => {
    const r = await buildRundown(t, { cues: ['Doors', 'Welcome'] });
    const go = () => t.call('POST', `/api/events/${r.event.id}/cuestatus/go`, {}, r.owner.token);
    await t.call('POST', `/api/events/${r.event.id}/cuestatus/standby`, {}, r.owner.token);
    await go();
    await go();
    expect((await versions(r)).map((v) => [v.reason, v.label, v.cueCount])).toEqual([['firstGo', 'Before the first GO', 2]]);
    // A new run: STANDBY of the first cue ends the show; the next GO saves again.
    await t.call('POST', `/api/events/${r.event.id}/cuestatus/standby`, {}, r.owner.token);
    await go();
    expect((await versions(r)).map((v) => v.reason)).toEqual(['firstGo', 'firstGo']);
    // The co-caller reads them too; a crew phone does not.
    expect(await versions(r, await r.callerToken())).toHaveLength(2);
    expect((await t.call('GET', `/api/events/${r.event.id}/versions`, undefined, await r.crewToken('Sound'))).status).toBe(403);
  });

  it('records a custom field value as a cell of its cue, undoes it, and a version keeps the values and the timer', async () => {
    const r = await buildRundown(t, { cues: ['Doors', 'Welcome'] });
    const [doors, welcome] = r.cues;
    const shot = (
      await t.callParsed(
        cueFieldSchema,
        'POST',
        `/api/events/${r.event.id}/fields`,
        { name: 'Shot', kind: 'choice', choices: ['Wide', 'CU'] },
        r.owner.token,
      )
    ).body;
    const set = (cue: number, value: unknown, token = r.owner.token) =>
      t.call('PUT', `/api/cues/${cue}/fields/${shot.id}`, { value }, token);
    const values = async () =>
      (await t.callParsed(cueFieldsResponse, 'GET', `/api/events/${r.event.id}/fields`, undefined, r.owner.token)).body.values.map((v) => [
        v.cueId,
        v.value,
      ]);
    expect((await set(doors!.id, 'Wide')).status).toBe(200);
    expect((await set(doors!.id, 'CU', await r.callerToken())).status).toBe(200);
    // A refused value and an unchanged one leave no entry.
    expect((await set(doors!.id, 'Crane')).status).toBe(400);
    expect((await set(doors!.id, 'CU')).status).toBe(200);
    const entries = (await history(r, `?cueId=${doors!.id}`)).entries.filter((e) => e.field?.startsWith('field:'));
    expect(entries.map((e) => [e.field, e.before, e.after, e.who.kind, e.undoable])).toEqual([
      [`field:${shot.id}:Shot`, 'Wide', 'CU', 'caller', true],
      [`field:${shot.id}:Shot`, '', 'Wide', 'user', true],
    ]);
    // Undo, renamed since: the value goes back through the field's own checks; another account cannot.
    await t.call('PATCH', `/api/fields/${shot.id}`, { name: 'Camera' }, r.owner.token);
    expect((await t.call('POST', `/api/history/${entries[0]!.id}/undo`, undefined, (await buildUser(t)).token)).status).toBe(404);
    await t.callParsed(historyEntrySchema, 'POST', `/api/history/${entries[0]!.id}/undo`, undefined, r.owner.token);
    expect(await values()).toEqual([[doors!.id, 'Wide']]);
    expect((await history(r)).entries[0]).toMatchObject({ field: `field:${shot.id}:Camera`, before: 'CU', after: 'Wide' });

    // A version holds the values and the timers: both come back, on a surviving cue and a deleted one.
    await t.call('PATCH', `/api/cues/${welcome!.id}`, { timerType: 'countup', endAction: 'stop' }, r.owner.token);
    await set(welcome!.id, 'CU');
    const saved = await t.callParsed(rundownVersionSchema, 'POST', `/api/events/${r.event.id}/versions`, { label: 'Shots' }, r.owner.token);
    await set(doors!.id, null);
    await t.call('PATCH', `/api/cues/${doors!.id}`, { timerType: 'none' }, r.owner.token);
    await t.call('DELETE', `/api/cues/${welcome!.id}`, undefined, r.owner.token);
    expect(await values()).toEqual([]);
    await t.callParsed(versionRestoreAnswer, 'POST', `/api/versions/${saved.body.id}/restore`, undefined, r.owner.token);
    const back = await cues(r);
    expect(back.map((c) => [c.action, c.timerType, c.endAction])).toEqual([
      ['Doors', 'countdown', 'overrun'],
      ['Welcome', 'countup', 'stop'],
    ]);
    expect(await values()).toEqual([
      [back[0]!.id, 'Wide'],
      [back[1]!.id, 'CU'],
    ]);
  });
});
