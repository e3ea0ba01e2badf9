/**
 * The production's part of the composition root (services.ts): the producer's wall, who is
 * connected, broadcasts (docs/decisions/0027-producer-wall.md) and the public lobby screen
 * (docs/decisions/0035-stage-layouts-and-lobby.md), built once from the repositories and services
 * they read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Bus } from '../../bus/bus.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Permissions } from '../access/permissions.js';
import type { CrewService } from '../crew/crew.service.js';
import { crewTalkRepo } from '../crewTalk/crewTalk.repo.js';
import type { CueStatusService } from '../cueStatus/cueStatus.service.js';
import type { EventsRepo } from '../events/events.repo.js';
import { lobbyRepo } from '../lobby/lobby.repo.js';
import { lobbyService } from '../lobby/lobby.service.js';
import type { ProductionsRepo } from '../productions/productions.repo.js';
import { asRunLogRepo } from '../report/asRunLog.repo.js';
import { stageRepo } from '../stage/stage.repo.js';
import type { StartLinksService } from '../startLinks/startLinks.service.js';
import { broadcastService } from './broadcast.service.js';
import { callerPresence } from './callerPresence.js';
import { wallRepo } from './wall.repo.js';
import { wallService } from './wall.service.js';

export function productionLiveServices(d: {
  db: Kysely<Database>;
  bus: Bus;
  clock: Clock;
  log: FastifyBaseLogger;
  perms: Permissions;
  events: EventsRepo;
  productions: ProductionsRepo;
  cueStatus: Pick<CueStatusService, 'read'>;
  crew: Pick<CrewService, 'state'>;
  startLinks: Pick<StartLinksService, 'projectedStart'>;
}) {
  const walls = wallRepo(d.db);
  const presence = callerPresence({
    repo: walls,
    bus: d.bus,
    clock: d.clock,
    onError: (err) => d.log.warn({ err }, 'caller presence write failed'),
  });
  const talkRows = crewTalkRepo(d.db);
  const wall = wallService({
    repo: walls,
    productions: d.productions,
    clock: d.clock,
    status: (eventId) => d.cueStatus.read(eventId),
    readiness: (eventId) => d.crew.state(eventId),
    problems: async (eventId) =>
      (await talkRows.openProblems(eventId)).map((p) => ({
        departmentId: p.department_id,
        name: p.name,
        reason: p.reason,
        raisedAt: p.raised_at,
      })),
    connected: (eventIds) => presence.connected(eventIds),
    // Timing across rooms (docs/decisions/0028-linked-event-starts.md): "projected 14:36, +6 min because ...".
    projectedStart: async (eventId) => (await d.startLinks.projectedStart(eventId))?.sentence ?? null,
  });
  const lobby = lobbyService({
    repo: lobbyRepo(d.db),
    perms: d.perms,
    events: d.events,
    productions: d.productions,
    walls,
    status: (eventId) => d.cueStatus.read(eventId),
    linkedStart: async (eventId) => {
      const p = (await d.startLinks.projectedStart(eventId))?.projection;
      return p ? { projectedStart: p.projectedStart, plannedStart: p.plannedStart } : null;
    },
    clock: d.clock,
  });
  const broadcasts = broadcastService({
    repo: walls,
    productions: d.productions,
    asRun: asRunLogRepo(d.db),
    stage: stageRepo(d.db),
    crewTalk: talkRows,
    perms: d.perms,
    bus: d.bus,
    clock: d.clock,
  });
  return { presence, wall, lobby, broadcasts };
}
