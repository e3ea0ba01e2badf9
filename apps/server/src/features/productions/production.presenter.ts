/** Production rows → API shape. */
import type { Production } from '@showcaller/shared';
import type { ProductionRow, RoomRow } from './productions.repo.js';

export function presentProduction(p: ProductionRow, rooms: RoomRow[], eventCount: number): Production {
  return {
    id: p.id,
    name: p.name,
    timeZone: p.time_zone,
    firstDay: p.first_day,
    lastDay: p.last_day,
    rooms: rooms.map((r) => ({ id: r.id, name: r.name })),
    eventCount,
    ownerId: p.owner_id,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
  };
}
