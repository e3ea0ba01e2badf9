/**
 * Excel download and printable (PDF) rundown (docs/product.md#calls, docs/product.md#messages).
 * The print window is opened synchronously inside the click, before any await, or popup blockers stop it.
 */
import { useState } from 'react';
import { isApiError } from '@/api/client';
import { fetchExportPayload, fetchRundownXlsx, InvalidExportDataError, saveBlob } from '@/api/exports';
import { useRundownToken } from '@/api/rundown';
import { useUser } from '@/api/auth';
import { accountClock } from '@/i18n/appLanguage';
import { notifyError, notifySuccess } from '@/lib/notify';
import { appT } from '@/i18n/appI18n';
import { buildPrintHtml, showPrintablePage, writeLoadingPage, type PrintMode } from './printDocument';

export type ExportJob = 'excel' | 'master' | 'department';

/** A failed request (no answer, or a refusal) versus anything that went wrong after it. */
function notifyExportError(err: unknown): void {
  console.error('Export failed', err);
  notifyError(appT('rundown.export.failed'), isApiError(err) ? appT('rundown.export.fetchFailed') : appT('rundown.export.error'));
}

function closeQuietly(win: Window): void {
  try {
    win.close();
  } catch {
    // Already gone.
  }
}

export function useExportActions(eventId: number) {
  const token = useRundownToken();
  const clock = accountClock(useUser().user?.clockFormat);
  const [busy, setBusy] = useState<ExportJob | null>(null);

  async function saveExcel(): Promise<void> {
    const file = await fetchRundownXlsx(eventId, token);
    saveBlob(file);
  }

  async function exportExcel(): Promise<void> {
    setBusy('excel');
    try {
      await saveExcel();
      notifySuccess(appT('rundown.export.done'), appT('rundown.export.doneText'));
    } catch (err) {
      notifyExportError(err);
    } finally {
      setBusy(null);
    }
  }

  /** Must be called directly from the click handler: window.open comes first. */
  async function printRundown(mode: PrintMode): Promise<void> {
    const win = window.open('', '_blank');
    if (!win) {
      notifyError(appT('rundown.export.failed'), appT('rundown.export.popupBlocked'));
      return;
    }
    setBusy(mode.kind);
    try {
      try {
        writeLoadingPage(win);
      } catch {
        // Only cosmetic: the page itself is written below.
      }
      let payload;
      try {
        payload = await fetchExportPayload(eventId, token);
      } catch (err) {
        closeQuietly(win);
        if (err instanceof InvalidExportDataError) notifyError(appT('rundown.export.invalid'));
        else notifyExportError(err);
        return;
      }
      try {
        showPrintablePage(win, buildPrintHtml(payload, mode, new Date(), clock));
      } catch (err) {
        console.error('Printable rundown failed; falling back to Excel', err);
        closeQuietly(win);
        try {
          await saveExcel();
          notifyError(appT('rundown.export.pdfFallback'));
        } catch (excelErr) {
          notifyExportError(excelErr);
        }
      }
    } finally {
      setBusy(null);
    }
  }

  return { busy, exportExcel, printRundown };
}
