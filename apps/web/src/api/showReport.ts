/**
 * The show report that writes itself (docs/decisions/0029-show-report.md): End show, the ended runs,
 * a run's compiled report, the caller's form, the once-only send, the PDFs, the distribution lists
 * and a production's day across rooms.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  daySummarySchema,
  recipientsSchema,
  showEndSchema,
  showEndsSchema,
  showReportSchema,
  type PaperSize,
  type ShowReportForm,
} from '@showcaller/shared';
import { apiFetch } from './client';
import { fetchFile, type DownloadedFile } from './exports';
import { browserTimeZone } from './report';
import { rundownFetch, rundownKeys } from './rundown';

export const showReportKeys = {
  runs: (eventId: number) => [...rundownKeys.all(eventId), 'showReports'] as const,
  report: (eventId: number, run: number) => [...rundownKeys.all(eventId), 'showReport', run] as const,
  eventRecipients: (eventId: number) => [...rundownKeys.all(eventId), 'reportRecipients'] as const,
  productionRecipients: (productionId: number) => ['productions', productionId, 'reportRecipients'] as const,
  day: (productionId: number, day: string) => ['productions', productionId, 'dayReport', day] as const,
};

/** `token`: a co-caller's token, or undefined for the stored account token. */
export function useShowRuns(eventId: number, token: string | undefined) {
  return useQuery({
    queryKey: showReportKeys.runs(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/show-reports`, showEndsSchema, token, { signal }),
  });
}

export function useShowReport(eventId: number, run: number | null, token: string | undefined) {
  return useQuery({
    queryKey: showReportKeys.report(eventId, run ?? 0),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/show-report`, showReportSchema, token, { signal, params: { run } }),
    enabled: run !== null,
  });
}

/** End show: the run's end (idempotent until a cue goes again); 409 before any GO. */
export function useEndShow(eventId: number, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rundownFetch(`/api/events/${eventId}/show/end`, showEndSchema, token, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showReportKeys.runs(eventId) }),
  });
}

export function useSaveShowReportForm(eventId: number, run: number, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ShowReportForm) =>
      rundownFetch(`/api/events/${eventId}/show-report/form`, showReportSchema, token, { method: 'PUT', body: form, params: { run } }),
    onSuccess: (report) => queryClient.setQueryData(showReportKeys.report(eventId, run), report),
  });
}

/** Mails the report with the form, once per run (409 after). */
export function useSendShowReport(eventId: number, run: number, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rundownFetch(`/api/events/${eventId}/show-report/send`, showEndSchema, token, { method: 'POST', params: { run } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: showReportKeys.runs(eventId) }),
  });
}

export function fetchShowReportPdf(eventId: number, run: number, paper: PaperSize, token: string | undefined): Promise<DownloadedFile> {
  return fetchFile(`/api/events/${eventId}/show-report/pdf`, token, `Show-Report-run-${run}.pdf`, {
    run,
    paper,
    tz: browserTimeZone(),
  });
}

/** The list an event's reports go to (owner only): its own, or its production's. */
export function useEventRecipients(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: showReportKeys.eventRecipients(eventId),
    queryFn: ({ signal }) => apiFetch(`/api/events/${eventId}/report-recipients`, recipientsSchema, { signal }),
    enabled,
  });
}

export function useSaveEventRecipients(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addresses: string[]) =>
      apiFetch(`/api/events/${eventId}/report-recipients`, recipientsSchema, { method: 'PUT', body: { addresses } }),
    onSuccess: (list) => queryClient.setQueryData(showReportKeys.eventRecipients(eventId), list),
  });
}

export function useProductionRecipients(productionId: number) {
  return useQuery({
    queryKey: showReportKeys.productionRecipients(productionId),
    queryFn: ({ signal }) => apiFetch(`/api/productions/${productionId}/report-recipients`, recipientsSchema, { signal }),
  });
}

export function useSaveProductionRecipients(productionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addresses: string[]) =>
      apiFetch(`/api/productions/${productionId}/report-recipients`, recipientsSchema, { method: 'PUT', body: { addresses } }),
    onSuccess: (list) => queryClient.setQueryData(showReportKeys.productionRecipients(productionId), list),
  });
}

export function useDayReport(productionId: number, day: string | null) {
  return useQuery({
    queryKey: showReportKeys.day(productionId, day ?? ''),
    queryFn: ({ signal }) => apiFetch(`/api/productions/${productionId}/day-report`, daySummarySchema, { signal, params: { day } }),
    enabled: day !== null,
  });
}

export function fetchDayReportPdf(productionId: number, day: string, paper: PaperSize): Promise<DownloadedFile> {
  return fetchFile(`/api/productions/${productionId}/day-report/pdf`, undefined, `Day-Report-${day}.pdf`, { day, paper });
}
