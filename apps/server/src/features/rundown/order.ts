/** Pure renumbering helpers: cue numbers are always 1..n in rundown order. */

/** `ids` with `id` placed at 1-based `number` (clamped to 1..length+1 when inserting). */
export function placeAt(ids: readonly number[], id: number, number: number): number[] {
  const rest = ids.filter((x) => x !== id);
  const index = Math.min(Math.max(number, 1), rest.length + 1) - 1;
  rest.splice(index, 0, id);
  return rest;
}

/** The (id, number) pairs to write so that `order` reads 1..n; cues already right are skipped. */
export function renumbering(current: ReadonlyArray<{ id: number; number: number }>, order: readonly number[]) {
  const now = new Map(current.map((c) => [c.id, c.number]));
  const pairs: Array<{ id: number; number: number }> = [];
  order.forEach((id, i) => {
    if (now.get(id) !== i + 1) pairs.push({ id, number: i + 1 });
  });
  return pairs;
}

/** Why `cueIds` is not exactly a permutation of `existing`, or null when it is. */
export function permutationProblem(existing: readonly number[], cueIds: readonly number[]): string | null {
  const known = new Set(existing);
  const seen = new Set<number>();
  for (const id of cueIds) {
    if (!known.has(id)) return `Cue ${id} is not part of this event.`;
    if (seen.has(id)) return `Cue ${id} is listed more than once.`;
    seen.add(id);
  }
  if (seen.size !== known.size)
    return `The new order must list all ${known.size} cues of the event exactly once; ${known.size - seen.size} missing.`;
  return null;
}
