import { useAppT } from '@/i18n/appI18n';
import { overUnderText, overUnderTone, TONE_CLASSES, toneWords } from './reportFormat';

/** "+00:00:30" in red (over) or "-00:01:05" in green (under), with the word for screen readers. */
export function OverUnder({ seconds }: { seconds: number | null }) {
  useAppT();
  const tone = overUnderTone(seconds);
  return (
    <span className={`font-mono tabular-nums ${TONE_CLASSES[tone]}`} data-tone={tone}>
      {overUnderText(seconds)}
      {seconds !== null && <span className="sr-only"> ({toneWords(tone)})</span>}
    </span>
  );
}
