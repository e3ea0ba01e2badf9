/**
 * New access codes (docs/decisions/0004-access-codes.md): the owner regenerates a department's code or the event's
 * show caller code; the old code, and every session opened with it, stops working at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentSchema, eventSchema, type Department } from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export function useRegenerateDepartmentCode(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) =>
      rundownFetch(`/api/departments/${departmentId}/regenerate-code`, departmentSchema, token, { method: 'POST' }),
    onSuccess: (department) => {
      queryClient.setQueryData<Department[]>(rundownKeys.departments(eventId), (list) =>
        list?.map((d) => (d.id === department.id ? department : d)),
      );
    },
  });
}

export function useRegenerateCallerCode(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rundownFetch(`/api/events/${eventId}/regenerate-caller-code`, eventSchema, token, { method: 'POST' }),
    onSuccess: (event) => {
      queryClient.setQueryData(rundownKeys.event(eventId), event);
    },
  });
}

/** The link a crew member opens on their phone: the live view of that code. */
export function crewLink(code: string, origin = window.location.origin): string {
  return `${origin}/department/${encodeURIComponent(code)}`;
}
