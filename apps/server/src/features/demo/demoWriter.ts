/**
 * Writes one sample show (an event with its cues, departments and colour-coded tasks) through the
 * demo transaction's repositories: the sample show and each event of the sample production.
 */
import type { NewTaskRow } from '../tasks/tasks.repo.js';
import type { DemoRepos } from './demo.repo.js';
import type { DemoCue } from './demoShow.js';

export interface SampleShow {
  name: string;
  description: string;
  date: string;
  departments: readonly string[];
  cues: readonly DemoCue[];
  /** Its production, room and day (docs/decisions/0026-productions.md); absent: a standalone event. */
  place?: { production_id: number; room_id: number; day: string };
}

/** `codes`: the show caller code first, then one per department. Answers the event's id. */
export async function writeSampleShow(
  r: DemoRepos,
  ownerId: number,
  show: SampleShow,
  codes: readonly string[],
  at: string,
): Promise<number> {
  const [callerCode, ...departmentCodes] = codes;
  const eventId = await r.events.insert({
    owner_id: ownerId,
    name: show.name,
    description: show.description,
    // A calendar date, as every event date is since migration 003; in a production it is the day.
    date: show.place?.day ?? show.date,
    ...(show.place ?? {}),
    show_caller_code: callerCode ?? null,
    api_key_hash: null,
    revision: 0,
    created_at: at,
    updated_at: at,
  });
  const depIds = new Map<string, number>();
  for (const [i, name] of show.departments.entries()) {
    depIds.set(
      name,
      await r.departments.insert({ event_id: eventId, name, access_code: departmentCodes[i] ?? null, position: i, created_at: at }),
    );
  }
  const tasks: NewTaskRow[] = [];
  for (const [i, c] of show.cues.entries()) {
    const cueId = await r.cues.insert({
      event_id: eventId,
      number: i + 1,
      time: c.time,
      action: c.action,
      notes: c.notes ?? null,
      duration: c.duration,
      color_mark: c.colorMark ?? '',
      created_at: at,
      updated_at: at,
    });
    for (const [dep, list] of Object.entries(c.tasks ?? {})) {
      const departmentId = depIds.get(dep);
      if (departmentId === undefined) continue;
      for (const [position, t] of list.entries()) {
        tasks.push({
          cue_id: cueId,
          department_id: departmentId,
          description: t.description,
          completed: 0,
          completed_at: null,
          color: t.color ?? '',
          position,
          created_at: at,
          updated_at: at,
        });
      }
    }
  }
  await r.tasks.insertMany(tasks);
  return eventId;
}
