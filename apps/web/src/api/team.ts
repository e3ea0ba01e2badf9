/**
 * The team of an event (docs/decisions/0031-team-members-and-roles.md): the asker's own role, the
 * members and invitations (owner and producers), and the invitation link's preview and acceptance.
 * The queries sit under the event's rundown key, so a `revoked` reload or any rundown refetch of
 * the event re-reads them with the rest.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  myAccessSchema,
  teamSchema,
  type InvitationCreate,
  type MemberUpdate,
} from '@showcaller/shared';
import { apiFetch } from '@/api/client';
import { rundownFetch, rundownKeys, useRundownToken } from '@/api/rundown';

export const teamKeys = {
  me: (eventId: number) => [...rundownKeys.all(eventId), 'me'] as const,
  team: (eventId: number) => [...rundownKeys.all(eventId), 'team'] as const,
};

/** The asker's role on the event: what the show screen offers. */
export function useMyAccess(eventId: number) {
  const token = useRundownToken();
  return useQuery({
    queryKey: teamKeys.me(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/me`, myAccessSchema, token, { signal }),
    staleTime: 30_000,
  });
}

export function useTeam(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.team(eventId),
    queryFn: ({ signal }) => apiFetch(`/api/events/${eventId}/team`, teamSchema, { signal }),
    enabled,
  });
}

/** Invite, resend, cancel, change and remove: each re-reads the team when done. */
export function useTeamMutations(eventId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: teamKeys.team(eventId) });
  return {
    invite: useMutation({
      mutationFn: (input: InvitationCreate) =>
        apiFetch(`/api/events/${eventId}/invitations`, invitationSchema, { method: 'POST', body: input }),
      onSuccess,
    }),
    resend: useMutation({
      mutationFn: (id: number) => apiFetch(`/api/invitations/${id}/resend`, invitationSchema, { method: 'POST', body: {} }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (id: number) => apiFetch(`/api/invitations/${id}`, invitationSchema, { method: 'DELETE' }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: MemberUpdate & { id: number }) =>
        apiFetch(`/api/members/${id}`, memberSchema, { method: 'PATCH', body: input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiFetch(`/api/members/${id}`, memberSchema, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** What an invitation link invites to (no session needed). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) =>
      apiFetch('/api/invitations/preview', invitationPreviewSchema, { method: 'POST', body: { token }, token: null, signal }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch('/api/invitations/accept', invitationAcceptedSchema, { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
