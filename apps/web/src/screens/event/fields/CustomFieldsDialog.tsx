import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import {
  CUE_FIELD_KINDS,
  CUE_FIELD_LIMITS,
  choicesProblem,
  fieldNameProblem,
  type CueField,
  type CueFieldKind,
  type Department,
} from '@showcaller/shared';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CustomFieldRow, choicesFromText } from './CustomFieldRow';
import { useFieldActions } from './fieldActions';
import { FIELD_KIND_WORDS } from './fieldKindText';
import { useAppT } from '@/i18n/appI18n';

interface CustomFieldsDialogProps {
  eventId: number;
  fields: readonly CueField[];
  departments: readonly Department[];
  /** fieldId → how many cues hold a value. */
  valueCounts: ReadonlyMap<number, number>;
  owner: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Custom fields (docs/decisions/0034-custom-fields.md): the team's own typed columns. Add, rename,
 * change choices, show or hide in the table, choose the crews that see a field, order, delete
 * (confirmed, naming the values that go with it, and undoable from the toast).
 */
export function CustomFieldsDialog({ eventId, fields, departments, valueCounts, owner, open, onOpenChange }: CustomFieldsDialogProps) {
  const actions = useFieldActions(eventId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<CueFieldKind>('text');
  const [choices, setChoices] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const t = useAppT();
  const [deleting, setDeleting] = useState<{ field: CueField; values: number } | null>(null);
  const ids = { name: useId(), kind: useId(), choices: useId(), error: useId() };
  const full = fields.length >= CUE_FIELD_LIMITS.maxFieldsPerEvent;

  async function add(e: FormEvent) {
    e.preventDefault();
    const list = choicesFromText(choices);
    const problem = fieldNameProblem(name) ?? (kind === 'choice' ? choicesProblem(list) : null);
    setError(problem);
    if (problem) return;
    setSaving(true);
    const ok = await actions.add({ name, kind, choices: kind === 'choice' ? list : [] });
    setSaving(false);
    if (ok) {
      setName('');
      setChoices('');
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
          <DialogHeader>
            <DialogTitle>{t('rundown.filter.customFields')}</DialogTitle>
            <DialogDescription>{t('rundown.fields.description', { placeholder: '{cue.field.<name>}' })}</DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(e) => void add(e)}
            className="flex flex-col gap-2 rounded-md border p-3"
            aria-label={t('rundown.fields.addLabel')}
          >
            <div className="flex flex-wrap items-end gap-2">
              <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1">
                <Label htmlFor={ids.name}>{t('rundown.fields.name')}</Label>
                <Input
                  id={ids.name}
                  value={name}
                  maxLength={CUE_FIELD_LIMITS.name + 20}
                  placeholder={t('rundown.fields.namePlaceholder')}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? ids.error : undefined}
                  onChange={(e) => {
                    setName(e.target.value);
                    setError(null);
                  }}
                />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={ids.kind}>{t('rundown.fields.type')}</Label>
                <select
                  id={ids.kind}
                  value={kind}
                  onChange={(e) => setKind(CUE_FIELD_KINDS.find((k) => k === e.target.value) ?? 'text')}
                  className="h-9 rounded-md border bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {CUE_FIELD_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(FIELD_KIND_WORDS[k])}
                    </option>
                  ))}
                </select>
              </div>
              <Button type="submit" disabled={saving || full}>
                <Plus aria-hidden="true" />
                {t('rundown.fields.add')}
              </Button>
            </div>
            {kind === 'choice' && (
              <div className="flex flex-col gap-1">
                <Label htmlFor={ids.choices}>{t('rundown.fields.choices')}</Label>
                <Input
                  id={ids.choices}
                  value={choices}
                  placeholder={t('rundown.fields.choicesPlaceholder')}
                  onChange={(e) => setChoices(e.target.value)}
                />
              </div>
            )}
            {error && (
              <p id={ids.error} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {full && (
              <p className="text-sm text-muted-foreground">{t('rundown.fields.full', { max: CUE_FIELD_LIMITS.maxFieldsPerEvent })}</p>
            )}
          </form>
          {fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('rundown.fields.none')}</p>
          ) : (
            <ol className="flex flex-col gap-2" aria-label={t('rundown.fields.listLabel')}>
              {fields.map((f, i) => (
                <CustomFieldRow
                  key={`${f.id}:${f.name}:${f.choices.join(',')}`}
                  field={f}
                  index={i}
                  count={fields.length}
                  all={fields}
                  departments={departments}
                  owner={owner}
                  valueCount={valueCounts.get(f.id) ?? 0}
                  actions={actions}
                  onDelete={(field, values) => setDeleting({ field, values })}
                />
              ))}
            </ol>
          )}
        </DialogContent>
      </Dialog>
      <AlertDialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('rundown.fields.confirmTitle', { name: deleting?.field.name ?? '' })}</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting && deleting.values > 0
                ? t('rundown.fields.confirmValues', { count: deleting.values })
                : t('rundown.fields.confirmEmpty')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('rundown.fields.keep')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (deleting) void actions.remove(deleting.field);
                setDeleting(null);
              }}
            >
              {t('rundown.fields.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
