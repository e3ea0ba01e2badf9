/** The as-run report: planned against actual per cue, and its spreadsheet. */
import { useQuery } from '@tanstack/react-query';
import { reportSchema } from '@showcaller/shared';
import { fetchFile, type DownloadedFile } from './exports';
import { rundownFetch, rundownKeys } from './rundown';

export const reportKeys = {
  report: (eventId: number) => [...rundownKeys.all(eventId), 'report'] as const,
};

/** `token`: a caller token, or undefined for the stored account token. */
export function useReport(eventId: number, token: string | undefined) {
  return useQuery({
    queryKey: reportKeys.report(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/report`, reportSchema, token, { signal }),
  });
}

/** The browser's IANA zone, so the sheet's times of day match the screen. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function fetchReportXlsx(eventId: number, token: string | undefined): Promise<DownloadedFile> {
  return fetchFile(`/api/events/${eventId}/report/xlsx`, token, 'As-Run-Report.xlsx', { tz: browserTimeZone() });
}
