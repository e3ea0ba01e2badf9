/** Event row → API shape (the caller code blank when the row has none). */
import type { Event } from '@showcaller/shared';
import type { EventRow } from './events.repo.js';

export function presentEvent(e: EventRow): Event {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    date: e.date,
    showCallerCode: e.show_caller_code ?? '',
    cueColors: e.cue_colors,
    ownerId: e.owner_id,
    createdAt: e.created_at,
    updatedAt: e.updated_at,
  };
}
