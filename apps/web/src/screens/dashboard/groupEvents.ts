/**
 * The dashboard's grouping (docs/decisions/0026-productions.md): each production with its days from first to last,
 * each day's events in the production's room order (then by name); events without a production
 * stay in "Your Events" as before. A production's event whose production is not in the list (a
 * stale list) is shown with the standalone events rather than lost.
 */
import { productionDays, type EventListItem, type Production } from '@showcaller/shared';

export interface ProductionDay {
  day: string;
  events: EventListItem[];
}

export interface ProductionGroup {
  production: Production;
  days: ProductionDay[];
}

export function groupEvents(events: readonly EventListItem[], productions: readonly Production[]) {
  const byId = new Map(productions.map((p) => [p.id, p]));
  const standalone = events.filter((e) => e.productionId == null || !byId.has(e.productionId));
  const groups: ProductionGroup[] = productions.map((production) => {
    const order = new Map(production.rooms.map((r, i) => [r.id, i]));
    const rank = (e: EventListItem) => order.get(e.roomId ?? -1) ?? production.rooms.length;
    const mine = events
      .filter((e) => e.productionId === production.id)
      .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id);
    const days = productionDays(production.firstDay, production.lastDay).map((day) => ({
      day,
      events: mine.filter((e) => e.day === day),
    }));
    return { production, days };
  });
  return { groups, standalone };
}
