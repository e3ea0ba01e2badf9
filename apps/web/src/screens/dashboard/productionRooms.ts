/**
 * The production dialog's rooms, typed one per line, as the PATCH list (productionPatchSchema): a
 * line with an old room's name keeps that room; a changed line where an old room stood, whose name
 * is no longer listed, is that room renamed (its events stay); any other line is a new room.
 */
import { sameRoomName, type ProductionRoom } from '@showcaller/shared';

export function roomLines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

export function roomsPatch(lines: readonly string[], old: readonly ProductionRoom[]): Array<{ id?: number; name: string }> {
  const used = new Set<number>();
  const byName = lines.map((name) => old.find((r) => sameRoomName(r.name, name)));
  byName.forEach((r) => r && used.add(r.id));
  return lines.map((name, i) => {
    const same = byName[i];
    if (same) return { id: same.id, name };
    const there = old[i];
    if (there && !used.has(there.id) && !lines.some((l) => sameRoomName(l, there.name))) {
      used.add(there.id);
      return { id: there.id, name };
    }
    return { name };
  });
}
