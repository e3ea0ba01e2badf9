/**
 * Cue changes (docs/product.md#calls): create, patch, delete with an Undo snapshot, restore and reorder. The one
 * cue mutation module (docs/architecture.md#layers): the show screen and the event detail page both use these hooks.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  cueSchema,
  cueSnapshotSchema,
  type Cue,
  type CueCreateInput,
  type CuePatchInput,
  type CueRestoreInput,
  type CueSnapshot,
  type Task,
} from '@showcaller/shared';
import { isApiError } from './client';
import { markEventListsStale, rundownFetch, rundownKeys, useRundownToken } from './rundown';

function renumber(cues: readonly Cue[]): Cue[] {
  return cues.map((cue, i) => (cue.number === i + 1 ? cue : { ...cue, number: i + 1 }));
}

/** Cues and tasks changed on the server in ways the answer does not fully describe: read them again. */
function refetchRundown(queryClient: QueryClient, eventId: number): Promise<void> {
  markEventListsStale(queryClient);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rundownKeys.cues(eventId) }),
    queryClient.invalidateQueries({ queryKey: rundownKeys.tasks(eventId) }),
  ]).then(() => undefined);
}

export function useCreateCue(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CueCreateInput, 'eventId'>) =>
      rundownFetch('/api/cues', cueSchema, token, { method: 'POST', body: { ...input, eventId } }),
    onSuccess: () => refetchRundown(queryClient, eventId),
  });
}

export interface CuePatchVariables {
  id: number;
  patch: Omit<CuePatchInput, 'id' | 'eventId'>;
}

/** PATCH a cue. The change shows at once and is rolled back if the server refuses it. */
export function useUpdateCue(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = rundownKeys.cues(eventId);
  return useMutation({
    mutationFn: ({ id, patch }: CuePatchVariables) => rundownFetch(`/api/cues/${id}`, cueSchema, token, { method: 'PATCH', body: patch }),
    onMutate: async ({ id, patch }: CuePatchVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cue[]>(key);
      // A number change moves the cue; let the server answer decide the order.
      if (previous && patch.number === undefined) {
        queryClient.setQueryData<Cue[]>(key, (cues = []) =>
          cues.map((cue) =>
            cue.id === id
              ? {
                  ...cue,
                  ...(patch.time !== undefined && { time: patch.time }),
                  ...(patch.action !== undefined && { action: patch.action }),
                  ...(patch.notes !== undefined && { notes: patch.notes }),
                  ...(patch.duration !== undefined && { duration: patch.duration }),
                  ...(patch.colorMark !== undefined && { colorMark: patch.colorMark }),
                }
              : cue,
          ),
        );
      }
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // Someone else saved the cell meanwhile (docs/decisions/0032-history-versions-presence.md): show their value.
      if (isApiError(err) && err.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved, { patch }) => {
      if (patch.number !== undefined) return refetchRundown(queryClient, eventId);
      queryClient.setQueryData<Cue[]>(key, (cues = []) => cues.map((cue) => (cue.id === saved.id ? saved : cue)));
      return undefined;
    },
  });
}

/** DELETE a cue; the answer is the snapshot that Undo sends back. */
export function useDeleteCue(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/cues/${id}`, cueSnapshotSchema, token, { method: 'DELETE' }),
    onSuccess: (snapshot) => {
      queryClient.setQueryData<Cue[]>(rundownKeys.cues(eventId), (cues = []) => renumber(cues.filter((c) => c.id !== snapshot.cue.id)));
      queryClient.setQueryData<Task[]>(rundownKeys.tasks(eventId), (tasks = []) => tasks.filter((t) => t.cueId !== snapshot.cue.id));
      markEventListsStale(queryClient);
    },
  });
}

/** The restore body for a delete snapshot: the cue back at its number, with its tasks. */
export function cueRestoreBody(snapshot: CueSnapshot): CueRestoreInput {
  const { cue, tasks } = snapshot;
  return {
    eventId: cue.eventId,
    number: cue.number,
    time: cue.time,
    // A linked cue comes back linked and follows its neighbour again.
    timeMode: cue.timeMode,
    action: cue.action,
    notes: cue.notes,
    duration: cue.duration,
    colorMark: cue.colorMark,
    tasks: tasks.map((t) => ({
      departmentId: t.departmentId,
      description: t.description,
      completed: t.completed,
      completedAt: t.completedAt,
      color: t.color,
    })),
  };
}

export function useRestoreCue(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (snapshot: CueSnapshot) =>
      rundownFetch('/api/cues/restore', cueSnapshotSchema, token, { method: 'POST', body: cueRestoreBody(snapshot) }),
    onSettled: () => refetchRundown(queryClient, eventId),
  });
}

/** Move the cue at `from` to `to` and renumber 1..n (what the server will do). */
export function moveCue(cues: readonly Cue[], from: number, to: number): Cue[] {
  const next = [...cues];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...cues];
  next.splice(to, 0, moved);
  return renumber(next);
}

/** POST the full new order. The table shows it at once; an error puts the old order back. */
export function useReorderCues(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = rundownKeys.cues(eventId);
  return useMutation({
    mutationFn: (ordered: Cue[]) =>
      rundownFetch(`/api/events/${eventId}/cues/reorder`, cueSchema.array(), token, {
        method: 'POST',
        body: { cueIds: ordered.map((c) => c.id) },
      }),
    onMutate: async (ordered: Cue[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cue[]>(key);
      queryClient.setQueryData(key, ordered);
      return { previous };
    },
    onError: (err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // Someone else saved the cell meanwhile (docs/decisions/0032-history-versions-presence.md): show their value.
      if (isApiError(err) && err.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
    },
  });
}
