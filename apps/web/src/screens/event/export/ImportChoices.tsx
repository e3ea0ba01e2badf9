import { useId } from 'react';
import type { ImportMode } from '@showcaller/shared';
import { useAppT } from '@/i18n/appI18n';

interface ImportChoicesProps {
  /** Cues the event holds now (from the preview): with none there is nothing to choose. */
  existingCues: number;
  /** Completed (✓) tasks in the file. */
  ticked: number;
  mode: ImportMode;
  onModeChange: (mode: ImportMode) => void;
  keepTicks: boolean;
  onKeepTicksChange: (keep: boolean) => void;
  disabled: boolean;
}

const optionClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring';

/** Import into an event that has cues: add after them or replace them; and whether the file's ticks come along. */
export function ImportChoices({ existingCues, ticked, mode, onModeChange, keepTicks, onKeepTicksChange, disabled }: ImportChoicesProps) {
  const name = useId();
  const ticksId = useId();
  const t = useAppT();
  if (existingCues === 0 && ticked === 0) return null;
  return (
    <div className="grid gap-3">
      {existingCues > 0 && (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium">{t('rundown.importChoices.question', { count: existingCues })}</legend>
          <label className={optionClasses}>
            <input
              type="radio"
              name={name}
              value="append"
              checked={mode === 'append'}
              onChange={() => onModeChange('append')}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{t('rundown.importChoices.append')}</span>
              <span className="text-muted-foreground">{t('rundown.importChoices.appendHint', { count: existingCues })}</span>
            </span>
          </label>
          <label className={optionClasses}>
            <input
              type="radio"
              name={name}
              value="replace"
              checked={mode === 'replace'}
              onChange={() => onModeChange('replace')}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{t('rundown.importChoices.replace')}</span>
              <span className="text-muted-foreground">{t('rundown.importChoices.replaceHint', { count: existingCues })}</span>
            </span>
          </label>
        </fieldset>
      )}
      {ticked > 0 && (
        <div className="flex items-start gap-3 text-sm">
          <input
            id={ticksId}
            type="checkbox"
            checked={keepTicks}
            disabled={disabled}
            onChange={(e) => onKeepTicksChange(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <label htmlFor={ticksId} className="grid gap-0.5">
            <span className="font-medium">{t('rundown.importChoices.keepTicks', { count: ticked })}</span>
            <span className="text-muted-foreground">{t('rundown.importChoices.keepTicksHint')}</span>
          </label>
        </div>
      )}
    </div>
  );
}
