/**
 * New access codes (DESIGN.md §5, §8): the owner regenerates a department's code or the event's
 * show caller code; the old code, and every session opened with it, stops working at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department, Event } from '@showcaller/shared';
import { eventKeys } from './events';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export function useRegenerateDepartmentCode(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: number) =>
      rundownFetch<Department>(`/api/departments/${departmentId}/regenerate-code`, token, { method: 'POST' }),
    onSuccess: (department) => {
      queryClient.setQueryData<Department[]>(rundownKeys.departments(eventId), (list) =>
        list?.map((d) => (d.id === department.id ? department : d)),
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.departments(eventId) });
    },
  });
}

export function useRegenerateCallerCode(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rundownFetch<Event>(`/api/events/${eventId}/regenerate-caller-code`, token, { method: 'POST' }),
    onSuccess: (event) => {
      queryClient.setQueryData(rundownKeys.event(eventId), event);
      queryClient.setQueryData(eventKeys.detail(eventId), event);
    },
  });
}

/** The link a crew member opens on their phone: the live view of that code. */
export function crewLink(code: string, origin = window.location.origin): string {
  return `${origin}/department/${encodeURIComponent(code)}`;
}
