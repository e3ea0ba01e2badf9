import { useId, useState, type FormEvent } from 'react';
import { LIMITS, type Cue, type CueTimeMode } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { CueWrapUpFields } from './CueWrapUpFields';
import { CueTimerFields } from './CueTimerFields';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useAppT, type AppTranslate } from '@/i18n/appI18n';
import { ColorSwatches } from '../ColorSwatches';
import { CueTriggersEditor } from '../integrations/CueTriggersEditor';
import { useSaveAction } from './useSaveAction';
import {
  actionTooLong,
  editCueValues,
  linkedTime,
  newCueValues,
  notesTooLong,
  previousCue,
  readCueForm,
  type CueDialogVariant,
  type CueFormErrors,
  type CueFormOutput,
  type CueFormValues,
} from './cueForm';

interface DialogTexts {
  title: string;
  description: string;
  submit: string;
}

/** Each screen's texts (docs/product.md#screens). */
function dialogTexts(variant: CueDialogVariant, cue: Cue | null, t: AppTranslate): DialogTexts {
  switch (variant) {
    case 'action':
      return cue
        ? {
            title: t('rundown.cueDialog.editActionTitle', { number: cue.number }),
            description: t('rundown.cueDialog.editActionDescription'),
            submit: t('rundown.cueDialog.saveChanges'),
          }
        : {
            title: t('rundown.toolbar.newAction'),
            description: t('rundown.cueDialog.newActionDescription'),
            submit: t('rundown.cueDialog.addAction'),
          };
    case 'cue':
      return cue
        ? {
            title: t('rundown.cueDialog.editCueTitle'),
            description: t('rundown.cueDialog.editCueDescription', { number: cue.number }),
            submit: t('rundown.cueDialog.updateCue'),
          }
        : {
            title: t('rundown.cueDialog.addCueTitle'),
            description: t('rundown.cueDialog.addCueDescription'),
            submit: t('rundown.cueDialog.addCue'),
          };
    default:
      return variant satisfies never;
  }
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

/** aria-describedby for a field: its error when there is one, else its hint. */
function describedBy(error: string | undefined, errorId: string, hintId?: string): string | undefined {
  return error ? errorId : hintId;
}

/**
 * Characters used of a field's limit. Text over the limit is kept (never cut) and the counter and
 * a message say so; the dialog refuses to save until it fits (docs/product.md#during-a-show).
 */
function LengthCounter({ id, length, max, message }: { id: string; length: number; max: number; message: string }) {
  const over = length > max;
  const t = useAppT();
  if (length < max * 0.8 && !over) return null;
  return (
    <p id={id} aria-live="polite" className={cn('text-xs tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
      {length} / {max}
      {over && ` — ${t('rundown.cueDialog.tooMany', { message, count: length - max })}`}
    </p>
  );
}

/** Linked (follows the previous cue's time + duration) or a hard start at the time typed (docs/decisions/0013-linked-and-hard-start-cue-times.md). */
function TimeModeChoice({
  name,
  value,
  canLink,
  onChange,
}: {
  name: string;
  value: CueTimeMode;
  canLink: boolean;
  onChange: (mode: CueTimeMode) => void;
}) {
  const t = useAppT();
  const option = (mode: CueTimeMode, label: string, disabled = false) => (
    <label className={cn('flex min-h-8 items-center gap-2 text-sm', disabled && 'opacity-60')}>
      <input
        type="radio"
        name={name}
        value={mode}
        checked={value === mode}
        disabled={disabled}
        onChange={() => onChange(mode)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">{t('rundown.cueDialog.starts')}</legend>
      {option('linked', t('rundown.cueDialog.startsLinked'), !canLink)}
      {option('hard', t('rundown.cueDialog.startsHard'))}
    </fieldset>
  );
}

/** The time field shows TBD as empty (docs/product.md#validation). */
function timeField(time: string): string {
  return time === 'TBD' ? '' : time;
}

interface CueFormProps {
  variant: CueDialogVariant;
  cue: Cue | null;
  cues: readonly Cue[];
  onSave: CueFormDialogProps['onSave'];
  onDone: () => void;
}

function CueForm({ variant, cue, cues, onSave, onDone }: CueFormProps) {
  const [values, setValues] = useState<CueFormValues>(() => (cue ? editCueValues(variant, cue) : newCueValues(variant, cues, new Date())));
  const [errors, setErrors] = useState<CueFormErrors>({});
  const [saving, setSaving] = useState(false);
  const t = useAppT();
  const baseId = useId();
  const ids = {
    time: `${baseId}-time`,
    action: `${baseId}-action`,
    duration: `${baseId}-duration`,
    unit: `${baseId}-unit`,
    notes: `${baseId}-notes`,
    mode: `${baseId}-mode`,
  };
  const isAction = variant === 'action';
  const previous = previousCue(cues, cue);
  const linked = isAction && values.timeMode === 'linked';

  function set<K extends keyof CueFormValues>(key: K, value: CueFormValues[K]) {
    setValues((prev) => ({ ...prev, [key]: value }));
  }

  function setTimeMode(mode: CueTimeMode) {
    // Linked shows the time the server will keep; hard starts from the time shown, to be changed.
    setValues((prev) => ({ ...prev, timeMode: mode, time: mode === 'linked' ? timeField(linkedTime(previous)) : prev.time }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const result = readCueForm(variant, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await onSave(result.value, cue);
    setSaving(false);
    if (saved) onDone();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.time}>{t('rundown.cueDialog.time')}</Label>
          {isAction ? (
            // A text field, not type="time": the browser's picker shows 12-hour "06:04:47 PM" in some
            // locales, and show times are 24-hour HH:MM:SS everywhere (docs/product.md#during-a-show).
            <Input
              id={ids.time}
              value={values.time}
              placeholder="HH:MM:SS"
              autoComplete="off"
              inputMode="numeric"
              maxLength={8}
              // Typing a time pins the cue there (a hard start), as in the table (docs/decisions/0013-linked-and-hard-start-cue-times.md).
              onChange={(e) => {
                const time = e.target.value;
                setValues((prev) => ({ ...prev, time, timeMode: 'hard' }));
              }}
              className="font-mono tabular-nums"
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy(errors.time, `${ids.time}-error`, `${ids.time}-hint`)}
            />
          ) : (
            <Input
              id={ids.time}
              value={values.time}
              placeholder="HH:MM:SS"
              autoComplete="off"
              inputMode="numeric"
              required
              onChange={(e) => set('time', e.target.value)}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy(errors.time, `${ids.time}-error`, `${ids.time}-hint`)}
            />
          )}
          {!errors.time && (
            <p id={`${ids.time}-hint`} className="text-xs text-muted-foreground">
              {isAction
                ? linked
                  ? t('rundown.cueDialog.timeLinkedHint')
                  : t('rundown.cueDialog.timeHint')
                : t('rundown.cueDialog.timeCueHint')}
            </p>
          )}
          <FieldError id={`${ids.time}-error`} text={errors.time} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.duration}>{isAction ? t('rundown.cueDialog.duration') : t('rundown.cueDialog.durationSeconds')}</Label>
          <div className="flex gap-2">
            <Input
              className="min-w-0 flex-1"
              id={ids.duration}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={isAction ? undefined : t('rundown.cueDialog.optional')}
              value={values.durationAmount}
              onChange={(e) => set('durationAmount', e.target.value)}
              aria-invalid={errors.duration ? true : undefined}
              aria-describedby={describedBy(errors.duration, `${ids.duration}-error`)}
            />
            {isAction && (
              <select
                id={ids.unit}
                aria-label={t('rundown.cueDialog.durationUnit')}
                value={values.durationUnit}
                onChange={(e) => set('durationUnit', e.target.value === 'minutes' ? 'minutes' : 'seconds')}
                // Never narrower than its longest option ("Seconds" was cut to "Secor" at 360 px).
                className={cn(inputClasses, 'h-10 w-auto min-w-[7.5rem] shrink-0 pr-8')}
              >
                <option value="seconds">{t('rundown.cueDialog.seconds')}</option>
                <option value="minutes">{t('rundown.cueDialog.minutes')}</option>
              </select>
            )}
          </div>
          {isAction && !errors.duration && <p className="text-xs text-muted-foreground">{t('rundown.cueDialog.durationHint')}</p>}
          <FieldError id={`${ids.duration}-error`} text={errors.duration} />
        </div>
      </div>
      {isAction && <TimeModeChoice name={ids.mode} value={values.timeMode} canLink={previous !== undefined} onChange={setTimeMode} />}
      <div className="grid gap-2">
        <Label htmlFor={ids.action}>{t('rundown.cueDialog.action')}</Label>
        <Input
          id={ids.action}
          value={values.action}
          autoComplete="off"
          required={!isAction}
          onChange={(e) => set('action', e.target.value)}
          aria-invalid={errors.action || values.action.length > LIMITS.cueAction ? true : undefined}
          aria-describedby={describedBy(errors.action, `${ids.action}-error`, `${ids.action}-count`)}
          placeholder={isAction ? t('rundown.cueDialog.actionPlaceholder') : undefined}
        />
        <LengthCounter id={`${ids.action}-count`} length={values.action.length} max={LIMITS.cueAction} message={actionTooLong()} />
        <FieldError id={`${ids.action}-error`} text={errors.action} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.notes}>{t('rundown.tab.notes')}</Label>
        <Textarea
          id={ids.notes}
          value={values.notes}
          rows={isAction ? undefined : 3}
          placeholder={isAction ? undefined : t('rundown.cueDialog.optional')}
          onChange={(e) => set('notes', e.target.value)}
          aria-invalid={errors.notes || values.notes.length > LIMITS.cueNotes ? true : undefined}
          aria-describedby={describedBy(errors.notes, `${ids.notes}-error`, `${ids.notes}-count`)}
        />
        <LengthCounter id={`${ids.notes}-count`} length={values.notes.length} max={LIMITS.cueNotes} message={notesTooLong()} />
        <FieldError id={`${ids.notes}-error`} text={errors.notes} />
      </div>
      {isAction && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('rundown.cueDialog.rowColour')}</legend>
          <ColorSwatches label={t('rundown.cueDialog.rowColour')} value={values.colorMark} onSelect={(v) => set('colorMark', v)} />
        </fieldset>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={saving}>
          {t('rundown.common.cancel')}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {saving && <Spinner />}
          {dialogTexts(variant, cue, t).submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

export interface CueFormDialogProps {
  /** Which screen's dialog: the show screen's New/Edit Action, or the detail page's Add/Edit Cue. */
  variant: CueDialogVariant;
  open: boolean;
  /** The cue to edit; null makes a new one. */
  cue: Cue | null;
  /** The event's cues: a new action's time follows the last one. */
  cues: readonly Cue[];
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the new cue (or the change to `cue`) and tells the user how it went; resolves true when saved
   * (the dialog then closes), false to keep the dialog open with what was typed.
   */
  onSave: (value: CueFormOutput, cue: Cue | null) => Promise<boolean>;
}

/**
 * The cue dialog of both screens (docs/product.md#screens, docs/product.md#validation), with each one's texts
 * and fields; the screen saves (its own caches and toasts).
 */
export function CueFormDialog({ variant, open, cue, cues, onOpenChange, onSave }: CueFormDialogProps) {
  const texts = dialogTexts(variant, cue, useAppT());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={variant === 'action' ? 'max-w-xl' : undefined}>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {open && (
          <CueForm key={cue?.id ?? 'new'} variant={variant} cue={cue} cues={cues} onSave={onSave} onDone={() => onOpenChange(false)} />
        )}
        {/* A saved action's own stage colours (docs/decisions/0017-stage-display-and-crew-talk.md); a new one follows the event's until saved. */}
        {/* A saved action's timer type and end (docs/decisions/0033-cue-timer-types-and-aux-timers.md), saved on its own too. */}
        {open && variant === 'action' && cue && <CueTimerFields key={cue.id} cue={cue} />}
        {open && variant === 'action' && cue && <CueWrapUpFields key={cue.id} cue={cue} />}
        {/* A saved cue's OSC triggers (docs/decisions/0011-show-control.md), outside the form: they are saved on their own. */}
        {open && cue && variant === 'action' && <CueTriggersEditor key={cue.id} cueId={cue.id} />}
      </DialogContent>
    </Dialog>
  );
}

interface CueDialogProps {
  eventId: number;
  open: boolean;
  /** The cue to edit; null makes a new one. */
  cue: Cue | null;
  cues: readonly Cue[];
  onOpenChange: (open: boolean) => void;
}

/** New Action / Edit Action of the show screen and the simple rundown page (docs/product.md#screens, docs/product.md#validation, docs/product.md#messages). */
export function CueDialog({ eventId, ...props }: CueDialogProps) {
  return <CueFormDialog variant="action" onSave={useSaveAction(eventId, props.cues)} {...props} />;
}
