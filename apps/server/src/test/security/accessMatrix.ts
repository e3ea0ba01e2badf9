/**
 * The access matrix of docs/decisions/0003-not-found-for-others-objects.md, written out by hand: for every route of the app and
 * thirteen credentials, the status each must get on account A's objects; and the bodies the changing
 * calls send. isolation.test.ts runs it. Then five accounts that are members of A's event
 * with a role (docs/decisions/0031-team-members-and-roles.md): producer, caller, editor, department
 * lead of :dep, viewer; and the sessions of two share links of A's event (docs/decisions/0036-share-links.md):
 * a viewer link and a department link of :dep. A link answers as the role it resolves to, except
 * on the routes of accounts (401, as a code session).
 */
import type { Method, RouteInfo } from './helpers.js';
import type { World } from './accessBodies.js';

export const CREDS = [
  'ownerA',
  'ownerB',
  'callerA',
  'deptA',
  'deptB',
  'none',
  'producerA',
  'callerMA',
  'editorA',
  'leadA',
  'viewerA',
  'linkViewA',
  'linkDeptA',
] as const;
export type Cred = (typeof CREDS)[number];
export type Row = [
  method: Method,
  path: string,
  ownerA: number,
  ownerB: number,
  callerA: number,
  deptA: number,
  deptB: number,
  none: number,
  producerA: number,
  callerMA: number,
  editorA: number,
  leadA: number,
  viewerA: number,
  linkViewA: number,
  linkDeptA: number,
];

/*
 * Placeholders name A's objects: :event, its cues :cue and :cue2, the department :dep (whose code
 * deptA holds) and another department :dep2, the tasks :task (of :dep) and :task2 (of :dep2),
 * :note (a note A wrote), the OSC target :target, the webhook :hook and :message (a crew message
 * to every department), :production (A's production, no events in it), :history (the history entry
 * of A's last edit), :version (a saved version of A's rundown), :invitation (a pending invitation
 * to A's event, just sent), :member (the viewer's membership) and :shareLink (a viewer share link of
 * A's event, docs/decisions/0036-share-links.md). `#label` only tells
 * apart two bodies sent to the same address.
 */
// prettier-ignore
export const TABLE: Row[] = [
  // method    path                                              ownerA ownerB callerA deptA deptB none producerA callerMA editorA leadA viewerA linkViewA linkDeptA
  ['GET',    '/healthz',                                            200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/auth/register',                                  201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201],
  ['POST',   '/api/auth/login',                                     200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/auth/logout',                                    200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/auth/forgot-password',                           200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/auth/reset-password',                            400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400],
  ['GET',    '/api/auth/verify-email?token=not-a-real-token-0000',  302,  302,  302,  302,  302,  302,  302,  302,  302,  302,  302,  302,  302],
  ['POST',   '/api/auth/verify-email',                              400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400,  400],
  ['GET',    '/api/user',                                           200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['PATCH',  '/api/user',                                           200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['POST',   '/api/user/password',                                  200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['POST',   '/api/user/sign-out-others',                           200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['POST',   '/api/checkout/session',                               410,  410,  410,  410,  410,  410,  410,  410,  410,  410,  410,  410,  410],
  ['GET',    '/api/admin/users',                                    403,  403,  401,  401,  401,  401,  403,  403,  403,  403,  403,  401,  401],
  ['GET',    '/api/access/session',                                 200,  200,  200,  200,  200,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/access',                                         200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/demo',                                           201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201,  201],

  ['GET',    '/api/events',                                         200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['POST',   '/api/events',                                         201,  201,  401,  401,  401,  401,  201,  201,  201,  201,  201,  401,  401],
  ['GET',    '/api/events/:event',                                  200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['PATCH',  '/api/events/:event#name',                             200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['PATCH',  '/api/events/:event#details',                          200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/events/:event',                                  200,  404,  403,  403,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/api-key',                          200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/regenerate-caller-code',           200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['PATCH',  '/api/events/:event#production',                       200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],

  // Productions (docs/decisions/0026-productions.md): the owner's only; access codes see nothing of them.
  ['GET',    '/api/productions',                                    200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['POST',   '/api/productions',                                    201,  201,  401,  401,  401,  401,  201,  201,  201,  201,  201,  401,  401],
  ['GET',    '/api/productions/:production',                        200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['PATCH',  '/api/productions/:production',                        200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['DELETE', '/api/productions/:production',                        200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  // The show report (docs/decisions/0029-show-report.md): the show's callers; the lists and day summaries the owner's.
  ['POST',   '/api/events/:event/show/end',                         409,  404,  409,  403,  404,  401,  409,  409,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/show-reports',                     200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/events/:event/show-report?run=1',                404,  404,  404,  403,  404,  401,  404,  404,  404,  404,  404,  404,  404],
  ['POST',   '/api/events/:event/show-report/send?run=1',           404,  404,  404,  403,  404,  401,  404,  404,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/show-report/pdf?run=1',            404,  404,  404,  403,  404,  401,  404,  404,  404,  404,  404,  404,  404],
  ['GET',    '/api/events/:event/report-recipients',                200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/productions/:production/report-recipients',      200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['GET',    '/api/productions/:production/day-report?day=2027-03-10', 200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['GET',    '/api/productions/:production/day-report/pdf?day=2027-03-10', 200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['PUT',    '/api/events/:event/show-report/form?run=1',           404,  404,  404,  403,  404,  401,  404,  404,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/report-recipients',                200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['PUT',    '/api/productions/:production/report-recipients',      200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  // Linked starts (docs/decisions/0028-linked-event-starts.md): set by the owner, read by the show's callers. A's event is
  // in no production, so the owner's PUT is the 400 that says so.
  ['GET',    '/api/events/:event/start-link',                       200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/start-link',                       400,  404,  403,  403,  404,  401,  400,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/events/:event/start-link',                       200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/start-link/choices',               200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  // The producer's wall and broadcasts (docs/decisions/0027-producer-wall.md): the production owner's; a room's copy its callers'.
  ['GET',    '/api/productions/:production/live',                   200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['POST',   '/api/productions/:production/broadcasts',             400,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['GET',    '/api/events/:event/broadcasts',                       200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/broadcasts/read',                  404,  404,  404,  403,  404,  401,  404,  404,  403,  403,  403,  403,  403],

  ['GET',    '/api/events/:event/cues',                             200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/cues',                                           201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['PATCH',  '/api/cues/:cue',                                      200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['DELETE', '/api/cues/:cue',                                      200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['POST',   '/api/cues/restore',                                   201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/cues/reorder',                     200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],

  ['GET',    '/api/events/:event/departments',                      200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/departments',                                    201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['PUT',    '/api/departments/:dep',                               200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['DELETE', '/api/departments/:dep',                               200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/departments/restore',                            201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['POST',   '/api/departments/:dep/regenerate-code',               200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],

  ['GET',    '/api/cues/:cue/tasks',                                200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/cues/:cue/tasks?departmentId=:dep',              200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/cues/:cue/tasks?departmentId=:dep2',             200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/events/:event/tasks',                            200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/tasks',                                          201,  404,  201,  403,  404,  401,  201,  201,  201,  201,  403,  403,  201],
  ['PUT',    '/api/tasks/:task#completed',                          200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  403,  403,  200],
  ['PUT',    '/api/tasks/:task2#completed',                         200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['PUT',    '/api/tasks/:task#description',                        200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  403,  403,  200],
  ['DELETE', '/api/tasks/:task',                                    200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  403,  403,  200],

  ['GET',    '/api/events/:event/cuestatus',                        200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['PUT',    '/api/events/:event/cuestatus',                        200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/cuestatus',                                      201,  404,  201,  403,  404,  401,  201,  201,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/cuestatus/go',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/cuestatus/goto',                   200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/cuestatus/undo',                   409,  404,  409,  403,  404,  401,  409,  409,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/join-base',                        200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/acks',                             200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  // Ready for a standby is the one change a department screen makes besides ticking its tasks.
  ['POST',   '/api/events/:event/ack',                              403,  404,  403,  200,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/devices',                          200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],

  // Notes (docs/product.md#roles): written by accounts only; co-callers read them; department codes do not.
  ['GET',    '/api/events/:event/annotations',                      200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/annotations',                                    201,  404,  403,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['PUT',    '/api/annotations/:note',                              200,  404,  403,  403,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/annotations/:note',                              200,  404,  403,  403,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  // Custom fields (docs/decisions/0034-custom-fields.md): the rundown's editors define and fill them; a department code reads
  // only the fields shown to it (none in this world: 200 with an empty list).
  ['GET',    '/api/events/:event/fields',                           200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/events/:event/fields',                           201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/fields/order',                     200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/fields/restore',                   201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['PATCH',  '/api/fields/:field',                                  200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['DELETE', '/api/fields/:field',                                  200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['PUT',    '/api/cues/:cue/fields/:field',                        200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  // Exports, imports and reports (docs/decisions/0003-not-found-for-others-objects.md): department codes do not read exports.
  ['GET',    '/api/events/:event/export/excel',                     200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/events/:event/export/xlsx',                      200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/events/:event/import/preview',                   200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/import',                           200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/report',                           200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/events/:event/report/xlsx',                      200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  // Show control (docs/decisions/0011-show-control.md): the owner configures; co-callers read; department codes see nothing
  // but the confirmation ticks of the live cue.
  ['GET',    '/api/events/:event/integrations',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/integrations/log',                 200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/integrations/confirmations',       200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/osc-targets',                      200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/osc-targets',                      201,  404,  403,  403,  404,  401,  201,  403,  403,  403,  403,  403,  403],
  ['PATCH',  '/api/osc-targets/:target',                            200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/osc-targets/:target/test',                       200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/osc-targets/:target',                            200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/cues/:cue/triggers',                             200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/cues/:cue/triggers',                             200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/cues/:cue/device-cue',                           200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/cues/:cue/device-cue',                           200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/control/state',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/webhooks',                         200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/webhooks',                         201,  404,  403,  403,  404,  401,  201,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/webhooks/:hook/deliveries',                      200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['DELETE', '/api/webhooks/:hook',                                 200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],

  // The stage display (docs/decisions/0017-stage-display-and-crew-talk.md); what a stage code itself may reach is in features/stage/stage.test.ts.
  ['GET',    '/api/events/:event/stage',                            200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['GET',    '/api/events/:event/stage/code',                       200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/stage/regenerate-code',            200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/stage/thresholds',                 200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/cues/:cue/wrap-up',                              200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/stage/message',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['DELETE', '/api/events/:event/stage/message',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/stage/blackout',                   200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  // Stage layouts (docs/decisions/0035-stage-layouts-and-lobby.md): the callers edit them; any code of the event reads the logo.
  ['GET',    '/api/events/:event/stage-layouts',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/stage-layouts',                    201,  404,  201,  403,  404,  401,  201,  201,  403,  403,  403,  403,  403],
  ['PUT',    '/api/stage-layouts/:layout',                          200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['DELETE', '/api/stage-layouts/:layout',                          200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/stage-layouts/:layout/logo',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['DELETE', '/api/stage-layouts/:layout/logo',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/stage-layouts/:layout/logo',                     404,  404,  404,  404,  404,  401,  404,  404,  404,  404,  404,  404,  404],
  // Auxiliary timers (docs/decisions/0037-aux-timers.md): any session of the event reads them; those who run the show make and run them (slot 1 holds one).
  ['GET',    '/api/events/:event/aux-timers',                       200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['PUT',    '/api/events/:event/aux-timers/1',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/aux-timers/2',                     201,  404,  201,  403,  404,  401,  201,  201,  403,  403,  403,  403,  403],
  ['DELETE', '/api/events/:event/aux-timers/1',                     200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/aux-timers/1/command',             200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  // Languages (docs/decisions/0038-i18n-lingui.md): each account its own; the crew and stage settings are the owner's (and producers').
  ['PUT',    '/api/user/language',                                  200,  200,  401,  401,  401,  401,  200,  200,  200,  200,  200,  401,  401],
  ['GET',    '/api/events/:event/language',                         200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['PUT',    '/api/events/:event/language',                         200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  // The lobby (docs/decisions/0035-stage-layouts-and-lobby.md): links are the owner's (and producers'); the agenda is public by its token.
  ['GET',    '/api/events/:event/lobby',                            200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/lobby',                            201,  404,  403,  403,  404,  401,  201,  403,  403,  403,  403,  403,  403],
  ['PATCH',  '/api/events/:event/lobby',                            404,  404,  403,  403,  404,  401,  404,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/events/:event/lobby',                            200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/productions/:production/lobby',                  200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['POST',   '/api/productions/:production/lobby',                  201,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['PATCH',  '/api/productions/:production/lobby',                  404,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['DELETE', '/api/productions/:production/lobby',                  200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['GET',    '/api/lobby/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 404, 404, 404, 404,  404,  404,  404,  404,  404,  404,  404,  404,  404],
  ['POST',   '/api/events/:event/crew-messages',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/crew-messages',                    200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/my-messages',                      403,  404,  403,  200,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/crew-messages/:message/read',                    403,  404,  403,  200,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/problems',                         200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/events/:event/problem',                          403,  404,  403,  200,  404,  401,  403,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/problems/:dep/clear',              200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/saved-messages',                   200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],
  // The team (docs/decisions/0031-team-members-and-roles.md): the owner and producers manage it; the production's team its owner's.
  // A resend within a minute of the last mail is the 429 that says so.
  ['GET',    '/api/events/:event/team',                             200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/invitations',                      201,  404,  403,  403,  404,  401,  201,  403,  403,  403,  403,  403,  403],
  ['GET',    '/api/productions/:production/team',                   200,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['POST',   '/api/productions/:production/invitations',            201,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  ['POST',   '/api/invitations/:invitation/resend',                 429,  404,  401,  401,  401,  401,  429,  403,  403,  403,  403,  401,  401],
  ['DELETE', '/api/invitations/:invitation',                        200,  404,  401,  401,  401,  401,  200,  403,  403,  403,  403,  401,  401],
  ['PATCH',  '/api/members/:member',                                200,  404,  401,  401,  401,  401,  200,  403,  403,  403,  403,  401,  401],
  ['DELETE', '/api/members/:member',                                200,  404,  401,  401,  401,  401,  200,  403,  403,  403,  403,  401,  401],
  // An unknown link: 404 to everyone who may use one (the preview needs no session).
  ['POST',   '/api/invitations/preview',                            404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404],
  ['POST',   '/api/invitations/accept',                             404,  404,  401,  401,  401,  401,  404,  404,  404,  404,  404,  401,  401],
  // Share links (docs/decisions/0036-share-links.md): managed by the owner and producers; opening one needs no session.
  ['GET',    '/api/events/:event/share-links',                      200,  404,  403,  403,  404,  401,  200,  403,  403,  403,  403,  403,  403],
  ['POST',   '/api/events/:event/share-links',                      201,  404,  403,  403,  404,  401,  201,  403,  403,  403,  403,  403,  403],
  ['DELETE', '/api/share-links/:shareLink',                         200,  404,  401,  401,  401,  401,  200,  403,  403,  403,  403,  401,  401],
  ['POST',   '/api/share/open',                                     404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404,  404],
  ['GET',    '/api/events/:event/me',                               200,  404,  200,  200,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['PUT',    '/api/events/:event/saved-messages',                   200,  404,  200,  403,  404,  401,  200,  200,  403,  403,  403,  403,  403],

  // Who did what and versions (docs/decisions/0032-history-versions-presence.md): the team reads them; an undo
  // or a restore is the edit it redoes, so only those who edit the rundown.
  ['GET',    '/api/events/:event/history',                          200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/history/:history/undo',                          200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
  ['GET',    '/api/events/:event/versions',                         200,  404,  200,  403,  404,  401,  200,  200,  200,  200,  200,  200,  200],
  ['POST',   '/api/events/:event/versions',                         201,  404,  201,  403,  404,  401,  201,  201,  201,  403,  403,  403,  403],
  ['POST',   '/api/versions/:version/restore',                      200,  404,  200,  403,  404,  401,  200,  200,  200,  403,  403,  403,  403],
];

/** The table as [method, path, credential, expected status] cells. */
export const MATRIX: Array<[Method, string, Cred, number]> = TABLE.flatMap(([method, path, ...statuses]) =>
  CREDS.map((cred, i): [Method, string, Cred, number] => [method, path, cred, statuses[i]!]),
);

/** Calls that end or replace the caller's own sessions: each cell gets new sessions for everyone. */
export const ACCOUNT_CALLS = new Set(['POST /api/auth/logout', 'POST /api/user/password', 'POST /api/user/sign-out-others']);

export { BODIES, FileBody, PASSWORD, next, type BodyContext, type World } from './accessBodies.js';

/** Fills the placeholders of a table path (and drops its #label). */
export function fill(path: string, w: World): string {
  const values: Record<string, number> = {
    event: w.event,
    cue: w.cue,
    cue2: w.cue2,
    dep: w.dep,
    dep2: w.dep2,
    task: w.task,
    task2: w.task2,
    note: w.note,
    target: w.target,
    hook: w.hook,
    message: w.message,
    production: w.production,
    layout: w.layout,
    field: w.field,
    history: w.history,
    version: w.version,
    invitation: w.invitation,
    member: w.member,
    shareLink: w.shareLink,
  };
  return path.split('#')[0]!.replace(/:(\w+)/g, (m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`unknown placeholder ${m} in ${path}`);
    return String(v);
  });
}

/** The documented route a table path stands for (static segments preferred over parameters). */
export function routeOf(routes: RouteInfo[], method: Method, path: string): RouteInfo | undefined {
  const segs = path.split('#')[0]!.split('?')[0]!.split('/');
  const fits = routes
    .filter((r) => r.method === method)
    .map((r) => ({ r, parts: r.path.split('/') }))
    .filter(({ parts }) => parts.length === segs.length && parts.every((p, i) => /^\{.+\}$/.test(p) || p === segs[i]))
    .sort((x, y) => y.parts.filter((p) => !p.startsWith('{')).length - x.parts.filter((p) => !p.startsWith('{')).length);
  return fits[0]?.r;
}
