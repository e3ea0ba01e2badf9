import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Trash } from 'lucide-react';
import { choicesProblem, fieldNameProblem, type CueField, type Department } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FieldActions } from './fieldActions';
import { FIELD_KIND_WORDS } from './fieldKindText';
import { useAppT } from '@/i18n/appI18n';

/** "Wide, Close, Crane" → the choices, trimmed, empties dropped. */
export function choicesFromText(text: string): string[] {
  return text
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

interface CustomFieldRowProps {
  field: CueField;
  index: number;
  count: number;
  departments: readonly Department[];
  /** Only the owner chooses which crews see a field (a co-caller sees the choice, read-only). */
  owner: boolean;
  /** How many cues hold a value: the delete confirmation says so. */
  valueCount: number;
  actions: FieldActions;
  all: readonly CueField[];
  onDelete: (field: CueField, valueCount: number) => void;
}

/** One field in the Custom fields dialog: rename, choices, shown in the table, crews, order, delete. */
export function CustomFieldRow({ field, index, count, departments, owner, valueCount, actions, all, onDelete }: CustomFieldRowProps) {
  const [name, setName] = useState(field.name);
  const [choices, setChoices] = useState(field.choices.join(', '));
  const [error, setError] = useState<string | null>(null);
  // Ticks show at once; the list read again after the save takes over (or the old state, on a refusal).
  const [pendingCrews, setPendingCrews] = useState<readonly number[] | null>(null);
  const [pendingShown, setPendingShown] = useState<boolean | null>(null);
  const crews = pendingCrews ?? field.crewDepartmentIds;
  const shown = pendingShown ?? !field.hidden;
  const errorId = useId();
  const crewsId = useId();
  const t = useAppT();

  async function saveName() {
    if (name.trim() === field.name) return setName(field.name);
    const problem = fieldNameProblem(name);
    setError(problem);
    if (problem) return;
    if (!(await actions.change(field, { name }))) setName(field.name);
  }
  async function saveChoices() {
    const list = choicesFromText(choices);
    if (list.join(', ') === field.choices.join(', ')) return;
    const problem = choicesProblem(list);
    setError(problem);
    if (problem) return;
    if (!(await actions.change(field, { choices: list }))) setChoices(field.choices.join(', '));
  }
  async function toggleCrew(id: number, on: boolean) {
    const next = on ? [...crews, id] : crews.filter((x) => x !== id);
    setPendingCrews(next);
    await actions.change(field, { crewDepartmentIds: next });
    setPendingCrews(null);
  }
  async function toggleShown(on: boolean) {
    setPendingShown(on);
    await actions.change(field, { hidden: !on });
    setPendingShown(null);
  }

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3" aria-label={t('rundown.fields.rowLabel', { name: field.name })}>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          aria-label={t('rundown.fields.nameLabel', { name: field.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => void saveName()}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void saveName())}
          className="h-8 min-w-0 flex-1 basis-40"
        />
        <span className="shrink-0 rounded bg-muted px-2 py-0.5 text-xs text-muted-foreground">{t(FIELD_KIND_WORDS[field.kind])}</span>
        <label className="flex shrink-0 items-center gap-1.5 text-sm">
          <input type="checkbox" className="size-4 accent-primary" checked={shown} onChange={(e) => void toggleShown(e.target.checked)} />
          {t('rundown.fields.inTable')}
        </label>
        <span className="flex shrink-0 items-center">
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('rundown.fields.moveUp', { name: field.name })}
            disabled={index === 0}
            onClick={() => void actions.move(all, index, index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={t('rundown.fields.moveDown', { name: field.name })}
            disabled={index === count - 1}
            onClick={() => void actions.move(all, index, index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon-sm"
            variant="ghost"
            className="text-destructive hover:text-destructive"
            aria-label={t('rundown.fields.deleteLabel', { name: field.name })}
            onClick={() => onDelete(field, valueCount)}
          >
            <Trash aria-hidden="true" />
          </Button>
        </span>
      </div>
      {field.kind === 'choice' && (
        <Input
          aria-label={t('rundown.fields.choicesLabel', { name: field.name })}
          value={choices}
          onChange={(e) => setChoices(e.target.value)}
          onBlur={() => void saveChoices()}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void saveChoices())}
          className="h-8"
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      {departments.length > 0 && (
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-describedby={owner ? undefined : crewsId}>
          <legend className="float-start me-2 text-xs text-muted-foreground">{t('rundown.fields.crewPhones')}</legend>
          {departments.map((d) => (
            <label key={d.id} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                disabled={!owner}
                checked={crews.includes(d.id)}
                onChange={(e) => void toggleCrew(d.id, e.target.checked)}
              />
              {d.name}
            </label>
          ))}
          {!owner && (
            <span id={crewsId} className="text-xs text-muted-foreground">
              {t('rundown.fields.ownerChooses')}
            </span>
          )}
        </fieldset>
      )}
    </li>
  );
}
