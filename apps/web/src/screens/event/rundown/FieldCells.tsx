/**
 * A custom field's cell (docs/decisions/0034-custom-fields.md): the value as people read it; in edit
 * mode edited inline like the fixed fields. Text, number, duration and link open the same input as
 * ACTION or DURATION (the shared parser checks what is typed: "1:30" is a duration, a link must be
 * http or https); yes/no is a checkbox and a choice a list, saved the moment they change.
 */
import { memo, useRef, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { CUE_FIELD_LIMITS, fieldValueText, parseFieldText, type Cue, type CueField, type CueFieldValue } from '@showcaller/shared';
import { EditableCell } from './EditableCell';
import { useRundown } from './RundownContext';
import { appT, useAppT } from '@/i18n/appI18n';

export const NO_CHOICE = '—';

function FieldDisplay({ field, value }: { field: CueField; value: CueFieldValue | undefined }) {
  const text = fieldValueText(field.kind, value);
  if (text === '') return <span className="text-muted-foreground">{'\u00a0'}</span>;
  if (field.kind === 'link' && typeof value === 'string')
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex max-w-full items-center gap-1 break-all text-primary underline underline-offset-2"
        onClick={(e) => e.stopPropagation()}
      >
        <span className="min-w-0 break-all">{value.replace(/^https?:\/\//i, '')}</span>
        <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
      </a>
    );
  const mono = field.kind === 'number' || field.kind === 'duration';
  return <span className={mono ? 'font-mono tabular-nums' : 'whitespace-pre-wrap break-words'}>{text}</span>;
}

function inputProblem(field: CueField, raw: string): string | null {
  if (field.kind === 'text' && raw.length > CUE_FIELD_LIMITS.text)
    return appT('rundown.fieldCell.tooLong', { name: field.name, max: CUE_FIELD_LIMITS.text, count: raw.length });
  const parsed = parseFieldText(field, raw);
  return parsed.ok ? null : parsed.error;
}

const PLACEHOLDER: Partial<Record<CueField['kind'], string>> = { number: '0', duration: 'mm:ss', link: 'https://' };

export const FieldCell = memo(function FieldCell({ cue, field, value }: { cue: Cue; field: CueField; value: CueFieldValue | undefined }) {
  const { editMode, setFieldValue } = useRundown();
  const [saving, setSaving] = useState(false);
  // The value the editor saw when the cell opened (docs/decisions/0032-history-versions-presence.md): a save
  // over someone else's newer value is refused; after that, the next save compares with what is on screen.
  const seen = useRef<CueFieldValue | null | undefined>(undefined);
  const t = useAppT();
  const label = t('rundown.fieldCell.label', { name: field.name, number: cue.number });
  if (!editMode) return <FieldDisplay field={field} value={value} />;

  const save = async (next: CueFieldValue | null) => {
    setSaving(true);
    const ok = await setFieldValue(cue, field, next, seen.current !== undefined ? seen.current : (value ?? null));
    seen.current = undefined;
    setSaving(false);
    return ok;
  };
  switch (field.kind) {
    case 'boolean':
      return (
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-label={label}
            checked={value === true}
            disabled={saving}
            onChange={(e) => void save(e.target.checked)}
          />
          <span className="text-xs text-muted-foreground">
            {value === true ? t('rundown.common.yes') : value === false ? t('rundown.common.no') : ''}
          </span>
        </label>
      );
    case 'choice':
      return (
        <select
          aria-label={label}
          value={typeof value === 'string' ? value : ''}
          disabled={saving}
          onChange={(e) => void save(e.target.value === '' ? null : e.target.value)}
          className="h-8 w-full min-w-0 rounded-md border bg-background px-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <option value="">{NO_CHOICE}</option>
          {field.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      );
    case 'text':
    case 'number':
    case 'duration':
    case 'link':
      return (
        <EditableCell
          label={label}
          display={<FieldDisplay field={field} value={value} />}
          initialValue={fieldValueText(field.kind, value)}
          onEditingChange={(open) => {
            if (open) seen.current = value ?? null;
          }}
          placeholder={PLACEHOLDER[field.kind]}
          validate={(raw) => inputProblem(field, raw)}
          onSave={(raw) => {
            const parsed = parseFieldText(field, raw);
            return parsed.ok ? save(parsed.value) : Promise.resolve(false);
          }}
        />
      );
    default:
      field.kind satisfies never;
      return null;
  }
});
