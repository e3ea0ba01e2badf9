/**
 * The world the access matrix (accessMatrix.ts) runs in, and the body each changing call sends:
 * valid bodies, so that only the credential decides the answer. Split from the table, which is
 * long enough on its own.
 */
import { STANDARD_STAGE_LAYOUT } from '@showcaller/shared';
import type { Cred } from './accessMatrix.js';

export const PASSWORD = 'correct horse';

export interface World {
  event: number;
  cue: number;
  cue2: number;
  dep: number;
  dep2: number;
  task: number;
  task2: number;
  note: number;
  /** An OSC target of A's event (127.0.0.1:9, the discard port). */
  target: number;
  /** A webhook of A's event (to 127.0.0.1:9, for crew acks only). */
  hook: number;
  /** A crew message of A's event, to every department. */
  message: number;
  /** A's production (rooms Main and Side, 2026-12-24 to 2026-12-25), holding no event. */
  production: number;
  /** A stage layout of A's event, without a logo. */
  layout: number;
  /** A custom text field "Mic" of A's event, shown to no crew. */
  field: number;
  /** The history entry of A's last edit (the notes of :cue2), and a saved version of A's rundown. */
  history: number;
  version: number;
  /** A pending invitation to A's event. */
  invitation: number;
  /** The viewer's membership of A's event. */
  member: number;
  /** A viewer share link of A's event (docs/decisions/0036-share-links.md). */
  shareLink: number;
  callerCode: string;
  tokens: Record<Cred, string | undefined>;
}

export class FileBody {
  constructor(readonly bytes: Buffer) {}
}

let counter = 0;
export const next = () => ++counter;

export interface BodyContext {
  /** Account A, whose password is PASSWORD. */
  accountA: { username: string; email: string };
  /** A spreadsheet in the export layout, for the import calls. */
  spreadsheet: Buffer;
}

/** The body each changing call is sent (valid, so that only the credential decides the answer). */
export const BODIES: Record<string, (w: World, ctx: BodyContext) => unknown> = {
  'POST /api/auth/register': () => {
    const n = next();
    return {
      username: `newcomer${n}`,
      name: 'New Comer',
      email: `newcomer${n}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
  },
  'POST /api/auth/login': (_w, ctx) => ({ username: ctx.accountA.username, password: PASSWORD }),
  'POST /api/auth/forgot-password': (_w, ctx) => ({ email: ctx.accountA.email }),
  'POST /api/auth/verify-email': () => ({ token: 'a-verify-token-that-was-never-issued' }),
  'POST /api/auth/reset-password': () => ({ token: 'a-reset-token-that-was-never-issued', password: PASSWORD, confirmPassword: PASSWORD }),
  'PATCH /api/user': () => ({ name: 'Renamed Person', email: `renamed${next()}@example.com`, currentPassword: PASSWORD }),
  'PUT /api/user/language': () => ({ language: 'de', clockFormat: '24h' }),
  'PUT /api/events/:event/language': () => ({
    crewLanguage: 'es',
    crewClockFormat: '24h',
    stringOverrides: { es: { 'crew.ready': 'Listos' } },
  }),
  'POST /api/user/password': () => ({ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }),
  'POST /api/access': (w) => ({ code: w.callerCode }),
  'POST /api/events': () => ({ name: 'Another show', date: '2027-01-10' }),
  'PATCH /api/events/:event#name': () => ({ name: 'Renamed show' }),
  'PATCH /api/events/:event#details': () => ({ description: 'New words', date: '2027-02-01' }),
  'PATCH /api/events/:event#production': (w) => ({ productionId: w.production, room: 'Side', day: '2026-12-25' }),
  'PUT /api/events/:event/show-report/form?run=1': () => ({ houseCount: 10, incidents: '', notes: '', departmentNotes: [] }),
  'PUT /api/events/:event/report-recipients': () => ({ addresses: ['desk@example.com'] }),
  'PUT /api/productions/:production/report-recipients': () => ({ addresses: ['desk@example.com'] }),
  'PUT /api/events/:event/start-link': (w) => ({ eventId: w.event, cueId: w.cue, offsetMinutes: 5 }),
  'POST /api/productions': () => ({
    name: 'Summit',
    timeZone: 'Europe/Berlin',
    firstDay: '2027-03-01',
    lastDay: '2027-03-02',
    rooms: [{ name: 'Hall' }],
  }),
  'PATCH /api/productions/:production': () => ({ name: 'Renamed summit', rooms: [{ name: 'Annex' }] }),
  'POST /api/cues': (w) => ({ eventId: w.event, action: 'Encore', duration: 30 }),
  'PATCH /api/cues/:cue': () => ({ action: 'Welcome (long)' }),
  'POST /api/cues/restore': (w) => ({
    eventId: w.event,
    number: 1,
    action: 'Doors',
    tasks: [{ departmentId: w.dep, description: 'Mics' }],
  }),
  'POST /api/events/:event/cues/reorder': (w) => ({ cueIds: [w.cue2, w.cue] }),
  'POST /api/departments': (w) => ({ eventId: w.event, name: `Crew ${next()}` }),
  'PUT /api/departments/:dep': () => ({ name: `Audio ${next()}` }),
  'POST /api/departments/restore': (w) => ({ eventId: w.event, name: `Back ${next()}`, tasks: [{ cueId: w.cue, description: 'Check' }] }),
  'POST /api/tasks': (w) => ({ cueId: w.cue2, departmentId: w.dep, description: 'New task' }),
  'PUT /api/tasks/:task#completed': () => ({ completed: true }),
  'PUT /api/tasks/:task2#completed': () => ({ completed: true }),
  'PUT /api/tasks/:task#description': () => ({ description: 'Changed' }),
  'PUT /api/events/:event/cuestatus': () => ({ autoAdvance: true }),
  'POST /api/cuestatus': (w) => ({ eventId: w.event, status: 'hold' }),
  'POST /api/events/:event/cuestatus/go': () => ({}),
  'POST /api/events/:event/cuestatus/goto': () => ({ number: 1 }),
  // Nothing was changed in the last 10 s on a fresh world: the owner and co-caller get the 409.
  'POST /api/events/:event/cuestatus/undo': () => ({ version: 1 }),
  'POST /api/events/:event/fields': () => ({ name: `Field ${next()}`, kind: 'text' }),
  'PUT /api/events/:event/fields/order': (w) => ({ fieldIds: [w.field] }),
  'POST /api/events/:event/fields/restore': (w) => ({
    name: `Back ${next()}`,
    kind: 'text',
    position: 0,
    values: [{ cueId: w.cue, value: 'Lav 2' }],
  }),
  'PATCH /api/fields/:field': () => ({ name: `Renamed ${next()}`, hidden: true }),
  'PUT /api/cues/:cue/fields/:field': () => ({ value: 'Lav 1' }),
  'POST /api/annotations': (w) => ({ eventId: w.event, content: 'Check the mics' }),
  'PUT /api/annotations/:note': () => ({ content: 'Edited' }),
  'POST /api/events/:event/osc-targets': () => ({ name: 'QLab', host: '127.0.0.1', port: 9, preset: 'qlab' }),
  'PATCH /api/osc-targets/:target': () => ({ name: 'QLab FOH' }),
  'POST /api/events/:event/webhooks': () => ({ url: 'http://127.0.0.1:9/hook', events: ['rundown.changed'] }),
  'PUT /api/cues/:cue/device-cue': () => ({ deviceCue: '12.5' }),
  'PUT /api/cues/:cue/triggers': () => ({ triggers: [{ on: 'go', address: '/lights/{cue.number}', args: [] }] }),
  'PUT /api/events/:event/stage/thresholds': () => ({ warningSeconds: 90, dangerSeconds: 20 }),
  'PUT /api/cues/:cue/wrap-up': () => ({ warningSeconds: 60, dangerSeconds: null }),
  'PUT /api/events/:event/stage/message': () => ({ text: 'Wrap up', flash: false }),
  'PUT /api/events/:event/stage/blackout': () => ({ blackout: true }),
  'PUT /api/events/:event/aux-timers/1': () => ({ name: `Speaker ${next()}`, direction: 'down', durationMs: 120_000 }),
  'PUT /api/events/:event/aux-timers/2': () => ({ name: 'Q&A', direction: 'up' }),
  'POST /api/events/:event/aux-timers/1/command': () => ({ command: 'toggle' }),
  'POST /api/events/:event/stage-layouts': () => ({ name: `Screen ${next()}`, config: STANDARD_STAGE_LAYOUT }),
  'PUT /api/stage-layouts/:layout': () => ({ name: 'Confidence', config: STANDARD_STAGE_LAYOUT, isDefault: true }),
  // The smallest PNG header: the type is checked against the bytes.
  'PUT /api/stage-layouts/:layout/logo': () => ({
    contentType: 'image/png',
    data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  }),
  'POST /api/events/:event/lobby': () => ({ showCues: true, timeZone: 'Europe/Berlin' }),
  'PATCH /api/events/:event/lobby': () => ({ showCues: false }),
  'POST /api/productions/:production/lobby': () => ({ showCues: true }),
  'PATCH /api/productions/:production/lobby': () => ({ showCues: false }),
  'POST /api/events/:event/crew-messages': () => ({ text: 'Wrap up', departmentIds: [] }),
  // The matrix's production holds no event: a valid broadcast to it is refused with a sentence (400).
  'POST /api/productions/:production/broadcasts': () => ({ text: 'Doors open', day: '2026-12-24' }),
  'POST /api/events/:event/broadcasts/read': () => ({ broadcastId: 1 }),
  'POST /api/events/:event/problem': () => ({ reason: 'Need time' }),
  'PUT /api/events/:event/saved-messages': () => ({ messages: ['Wrap up', 'Look left'] }),
  'POST /api/events/:event/invitations': () => ({ email: `invitee${next()}@example.com`, role: 'viewer' }),
  'POST /api/productions/:production/invitations': () => ({ email: `crew${next()}@example.com`, role: 'editor' }),
  'PATCH /api/members/:member': () => ({ role: 'editor' }),
  'POST /api/invitations/preview': () => ({ token: 'an-invitation-token-never-issued-0000' }),
  'POST /api/invitations/accept': () => ({ token: 'an-invitation-token-never-issued-0000' }),
  'POST /api/events/:event/share-links': () => ({ label: `Director ${next()}`, kind: 'viewer' }),
  'POST /api/share/open': () => ({ token: 'a-share-link-token-never-issued-0000' }),
  'POST /api/events/:event/import/preview': (_w, ctx) => new FileBody(ctx.spreadsheet),
  'POST /api/events/:event/import': (_w, ctx) => new FileBody(ctx.spreadsheet),
  'POST /api/events/:event/versions': () => ({ label: 'Before doors' }),
};
