/** Show control calls (docs/decisions/0011-show-control.md): targets, webhooks, the OSC log, the control key and the live cue's confirmations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyResponse,
  confirmationsSchema,
  integrationsOverview,
  okBody,
  oscLogResponse,
  oscTargetSchema,
  targetTestResultSchema,
  webhookCreated,
  webhookDeliverySchema,
  webhookSchema,
  type OscTargetInput,
  type WebhookEventKind,
} from '@showcaller/shared';
import { rundownFetch, useRundownToken } from '@/api/rundown';

export const integrationKeys = {
  overview: (eventId: number) => ['integrations', eventId, 'overview'] as const,
  targets: (eventId: number) => ['integrations', eventId, 'targets'] as const,
  log: (eventId: number) => ['integrations', eventId, 'log'] as const,
  webhooks: (eventId: number) => ['integrations', eventId, 'webhooks'] as const,
  deliveries: (webhookId: number) => ['integrations', 'webhook', webhookId, 'deliveries'] as const,
  confirmations: (eventId: number) => ['integrations', eventId, 'confirmations'] as const,
};

export function useIntegrationsOverview(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: integrationKeys.overview(eventId),
    queryFn: () => rundownFetch(`/api/events/${eventId}/integrations`, integrationsOverview, token),
  });
}

export function useOscTargets(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: integrationKeys.targets(eventId),
    queryFn: () => rundownFetch(`/api/events/${eventId}/osc-targets`, oscTargetSchema.array(), token),
  });
}

/** The live log refreshes while the tab is open: it is for watching equipment answer during set-up. */
export function useOscLog(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: integrationKeys.log(eventId),
    queryFn: () => rundownFetch(`/api/events/${eventId}/integrations/log`, oscLogResponse, token),
    refetchInterval: 1000,
  });
}

export function useAddTarget(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OscTargetInput) =>
      rundownFetch(`/api/events/${eventId}/osc-targets`, oscTargetSchema, token, { method: 'POST', body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: integrationKeys.targets(eventId) }),
  });
}

export function useRemoveTarget(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/osc-targets/${id}`, okBody, token, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: integrationKeys.targets(eventId) }),
  });
}

export function useTestTarget(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/osc-targets/${id}/test`, targetTestResultSchema, token, { method: 'POST' }),
    onSettled: () => void qc.invalidateQueries({ queryKey: integrationKeys.log(eventId) }),
  });
}

export function useWebhooks(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: integrationKeys.webhooks(eventId),
    queryFn: () => rundownFetch(`/api/events/${eventId}/webhooks`, webhookSchema.array(), token),
  });
}

export function useAddWebhook(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; events: WebhookEventKind[] }) =>
      rundownFetch(`/api/events/${eventId}/webhooks`, webhookCreated, token, { method: 'POST', body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: integrationKeys.webhooks(eventId) }),
  });
}

export function useRemoveWebhook(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/webhooks/${id}`, okBody, token, { method: 'DELETE' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: integrationKeys.webhooks(eventId) }),
  });
}

export function useDeliveries(webhookId: number, enabled: boolean) {
  const token = useRundownToken();
  return useQuery({
    queryKey: integrationKeys.deliveries(webhookId),
    queryFn: () => rundownFetch(`/api/webhooks/${webhookId}/deliveries`, webhookDeliverySchema.array(), token),
    enabled,
    refetchInterval: enabled ? 2000 : false,
  });
}

/** A new control key (X-API-Key): shown once; the old one stops working for OSC, Companion and scripts. */
export function useNewControlKey(eventId: number) {
  const token = useRundownToken();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => rundownFetch(`/api/events/${eventId}/api-key`, apiKeyResponse, token, { method: 'POST' }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: integrationKeys.overview(eventId) }),
  });
}

/** Asked again on each status change and for a moment after a GO, until every target answered or timed out. */
export function useConfirmations(eventId: number, version: number | undefined, enabled: boolean) {
  const token = useRundownToken();
  return useQuery({
    queryKey: [...integrationKeys.confirmations(eventId), version],
    queryFn: () => rundownFetch(`/api/events/${eventId}/integrations/confirmations`, confirmationsSchema, token),
    enabled: enabled && version !== undefined,
    refetchInterval: (q) => (q.state.data?.targets.some((t) => t.state === 'pending') ? 250 : false),
  });
}
