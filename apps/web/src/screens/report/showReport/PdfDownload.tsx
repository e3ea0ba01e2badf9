import { useId, useState } from 'react';
import { FileDown } from 'lucide-react';
import { PAPER_SIZES, type PaperSize } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { saveBlob, type DownloadedFile } from '@/api/exports';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { appT, useAppT } from '@/i18n/appI18n';
import { notifyError } from '@/lib/notify';

function paperWord(paper: PaperSize): string {
  switch (paper) {
    case 'a4':
      return 'A4';
    case 'letter':
      return appT('setup.report.pdf.letter');
    default:
      return paper satisfies never;
  }
}

function isPaper(value: string): value is PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(value);
}

/** A4 or Letter, then the PDF as a download (docs/decisions/0029-show-report.md). */
export function PdfDownload({ fetchPdf, label }: { fetchPdf: (paper: PaperSize) => Promise<DownloadedFile>; label?: string }) {
  const id = useId();
  const t = useAppT();
  const [paper, setPaper] = useState<PaperSize>('a4');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchPdf(paper));
    } catch (err) {
      notifyError(t('setup.report.downloadFailed'), errorText(err, t('setup.report.pdf.error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('setup.report.pdf.paper')}
        </label>
        <select
          id={id}
          value={paper}
          onChange={(e) => isPaper(e.target.value) && setPaper(e.target.value)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {PAPER_SIZES.map((p) => (
            <option key={p} value={p}>
              {paperWord(p)}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? <Spinner /> : <FileDown aria-hidden="true" />}
        {label ?? t('setup.report.pdf.download')}
      </Button>
    </div>
  );
}
