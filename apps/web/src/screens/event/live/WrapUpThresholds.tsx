/**
 * Wrap-up colour thresholds as callers type them (docs/decisions/0017-stage-display-and-crew-talk.md): "Amber at" and "Red at" in
 * m:ss or whole seconds. One form for the event's thresholds (StageControls) and a cue's own
 * (CueWrapUpFields), so both read and check the same way.
 */
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useAppT } from '@/i18n/appI18n';

/** "2:00" → 120; whole seconds or m:ss; null when it is neither. */
export function parseThreshold(text: string): number | null {
  const t = text.trim();
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(t);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  return /^\d{1,5}$/.test(t) ? Number(t) : null;
}

/** 120 → "2:00"; '' for none (a cue that follows the event). */
export function formatThreshold(seconds: number | null): string {
  return seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface ThresholdFieldsProps {
  warning: string;
  danger: string;
  onWarning: (text: string) => void;
  onDanger: (text: string) => void;
  /** The id of the text that explains a refusal, for the inputs' aria-describedby. */
  describedBy?: string | undefined;
}

/** The two inputs and the Save colours button, laid out in one wrapping row; the caller's form submits. */
export function ThresholdFields({ warning, danger, onWarning, onDanger, describedBy }: ThresholdFieldsProps) {
  const t = useAppT();
  const ids = { warning: useId(), danger: useId() };
  const field = (id: string, label: string, value: string, onChange: (text: string) => void) => (
    <label htmlFor={id} className="flex flex-col gap-1">
      {label}
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={describedBy}
        className="h-9 w-20 rounded-md border bg-background px-2"
      />
    </label>
  );
  return (
    <div className="flex flex-wrap items-end gap-2 text-sm">
      {field(ids.warning, t('show.stage.amberAt'), warning, onWarning)}
      {field(ids.danger, t('show.stage.redAt'), danger, onDanger)}
      <Button type="submit" variant="outline" size="sm">
        {t('show.stage.saveColours')}
      </Button>
    </div>
  );
}
