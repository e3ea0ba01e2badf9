/** Event row → API shape (the caller code blank when the row has none). */
import type { Event } from '@showcaller/shared';
import type { EventRow } from './events.repo.js';
import { presentEventLanguage } from '../language/language.presenter.js';

export function presentEvent(e: EventRow & { room_name?: string | null }): Event {
  return {
    id: e.id,
    name: e.name,
    description: e.description,
    date: e.date,
    showCallerCode: e.show_caller_code ?? '',
    cueColors: e.cue_colors,
    goGuardMs: e.go_guard_ms,
    ownerId: e.owner_id,
    productionId: e.production_id,
    roomId: e.room_id,
    room: e.room_name ?? null,
    day: e.day,
    language: presentEventLanguage(e),
    createdAt: e.created_at,
    updatedAt: e.updated_at,
  };
}
