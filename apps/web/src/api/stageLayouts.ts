/**
 * Stage display layouts (docs/decisions/0035-stage-layouts-and-lobby.md): the event's layouts for
 * the callers' editor, under the event's rundown key so the 'stage' refetch frame re-reads them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  okBody,
  stageLayoutListSchema,
  stageLayoutSchema,
  stageViewSchema,
  type StageLayoutInput,
  type StageLogoInput,
} from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';

export const stageLayoutKeys = {
  list: (eventId: number) => [...rundownKeys.all(eventId), 'stage', 'layouts'] as const,
  view: (eventId: number) => [...rundownKeys.all(eventId), 'stage', 'view'] as const,
};

export function useStageLayouts(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: stageLayoutKeys.list(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/stage-layouts`, stageLayoutListSchema, token, { signal }),
  });
}

/** The stage view (cues, message) the editor's preview draws with. */
export function useStageViewForPreview(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: stageLayoutKeys.view(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/stage`, stageViewSchema, token, { signal }),
  });
}

export type LayoutChange =
  | { kind: 'create'; input: StageLayoutInput }
  | { kind: 'update'; id: number; input: StageLayoutInput }
  | { kind: 'delete'; id: number }
  | { kind: 'logo'; id: number; logo: StageLogoInput | null };

/** Every change answers with the layout (or ok); the list is read again after. */
export function useChangeStageLayout(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: LayoutChange): Promise<number | null> => {
      switch (change.kind) {
        case 'create':
          return (
            await rundownFetch(`/api/events/${eventId}/stage-layouts`, stageLayoutSchema, token, { method: 'POST', body: change.input })
          ).id;
        case 'update':
          return (await rundownFetch(`/api/stage-layouts/${change.id}`, stageLayoutSchema, token, { method: 'PUT', body: change.input }))
            .id;
        case 'delete':
          await rundownFetch(`/api/stage-layouts/${change.id}`, okBody, token, { method: 'DELETE' });
          return null;
        case 'logo':
          return (
            await rundownFetch(
              `/api/stage-layouts/${change.id}/logo`,
              stageLayoutSchema,
              token,
              change.logo ? { method: 'PUT', body: change.logo } : { method: 'DELETE' },
            )
          ).id;
        default:
          change satisfies never;
          return null;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stageLayoutKeys.list(eventId) }),
  });
}
