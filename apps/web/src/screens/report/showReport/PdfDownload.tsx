import { useId, useState } from 'react';
import { FileDown } from 'lucide-react';
import { PAPER_SIZES, type PaperSize } from '@showcaller/shared';
import { errorText } from '@/api/events';
import { saveBlob, type DownloadedFile } from '@/api/exports';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/lib/notify';

const PAPER_WORDS = { a4: 'A4', letter: 'Letter' } as const satisfies Record<PaperSize, string>;

function isPaper(value: string): value is PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(value);
}

/** A4 or Letter, then the PDF as a download (docs/decisions/0029-show-report.md). */
export function PdfDownload({
  fetchPdf,
  label = 'Download PDF',
}: {
  fetchPdf: (paper: PaperSize) => Promise<DownloadedFile>;
  label?: string;
}) {
  const id = useId();
  const [paper, setPaper] = useState<PaperSize>('a4');
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchPdf(paper));
    } catch (err) {
      notifyError('Download failed', errorText(err, 'The PDF could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Paper
        </label>
        <select
          id={id}
          value={paper}
          onChange={(e) => isPaper(e.target.value) && setPaper(e.target.value)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {PAPER_SIZES.map((p) => (
            <option key={p} value={p}>
              {PAPER_WORDS[p]}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? <Spinner /> : <FileDown aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}
