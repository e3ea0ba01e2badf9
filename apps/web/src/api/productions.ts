/** Productions (docs/decisions/0026-productions.md): the dashboard's list and its changes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageBody, productionSchema, type ProductionInput, type ProductionPatch } from '@showcaller/shared';
import { apiFetch } from './client';
import { eventKeys, EVENT_LIST_STALE_MS } from './events';
import { getToken } from './token';

export const productionKeys = { list: () => ['productions', 'list'] as const };

export function useProductions() {
  return useQuery({
    queryKey: productionKeys.list(),
    queryFn: ({ signal }) => apiFetch('/api/productions', productionSchema.array(), { signal, token: getToken() }),
    staleTime: EVENT_LIST_STALE_MS,
  });
}

/** Saving a production refreshes both lists: a renamed room shows on its events' cards. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productionKeys.list() }),
      queryClient.invalidateQueries({ queryKey: eventKeys.list() }),
    ]);
}

export function useCreateProduction() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (input: ProductionInput) => apiFetch('/api/productions', productionSchema, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateProduction() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ProductionPatch }) =>
      apiFetch(`/api/productions/${id}`, productionSchema, { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
}

export function useDeleteProduction() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`/api/productions/${id}`, messageBody, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
