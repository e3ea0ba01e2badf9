import { useId } from 'react';
import type { ShowEnd } from '@showcaller/shared';
import { useAppFormats } from '@/i18n/appFormats';
import { useAppT } from '@/i18n/appI18n';
import { momentText } from '../reportFormat';
import { endReasonWords } from '../reportWords';
import { ALL_RUNS, type RunChoice } from './runChoice';

interface RunPickerProps {
  runs: readonly ShowEnd[];
  choice: RunChoice;
  onChoose: (value: string) => void;
}

/** The ended runs, newest first, and the whole as-run log; the choice is the page's `?run=`. */
export function RunPicker({ runs, choice, onChoose }: RunPickerProps) {
  const id = useId();
  const t = useAppT();
  const fmt = useAppFormats();
  const sorted = [...runs].sort((a, b) => b.run - a.run);
  const value = choice.kind === 'run' ? String(choice.run) : ALL_RUNS;
  const unknownRun = choice.kind === 'run' && !runs.some((r) => r.run === choice.run);
  return (
    <div className="grid w-full min-w-0 gap-1 sm:w-auto">
      <label htmlFor={id} className="text-sm font-medium">
        {t('setup.report.run')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChoose(e.target.value)}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm"
      >
        {unknownRun && <option value={value}>{t('setup.report.runN', { run: value })}</option>}
        {sorted.map((r) => (
          <option key={r.run} value={String(r.run)}>
            {t('setup.report.runPicker.ended', { run: r.run, when: momentText(r.endedAt, fmt), reason: endReasonWords(r) })}
          </option>
        ))}
        <option value={ALL_RUNS}>{t('setup.report.runPicker.all')}</option>
      </select>
    </div>
  );
}
