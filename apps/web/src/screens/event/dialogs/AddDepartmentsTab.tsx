import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { Department } from '@showcaller/shared';
import { isApiError } from '@/api/client';
import { useCreateDepartment } from '@/api/departmentMutations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notifyError, notifySuccess } from '@/lib/notify';
import { availablePredefined, customNameError, selectAtLeastOne } from './departmentNames';
import { useAppT } from '@/i18n/appI18n';

interface AddDepartmentsTabProps {
  eventId: number;
  departments: readonly Department[];
  onDone: () => void;
}

/** Tick predefined departments and add custom names; one POST per department. */
export function AddDepartmentsTab({ eventId, departments, onDone }: AddDepartmentsTabProps) {
  const existing = departments.map((d) => d.name);
  const predefined = availablePredefined(existing);
  const [selected, setSelected] = useState<string[]>([]);
  const [custom, setCustom] = useState<string[]>([]);
  const [customName, setCustomName] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const create = useCreateDepartment(eventId);
  const customId = useId();
  const t = useAppT();

  function toggle(name: string, checked: boolean) {
    setFormError(null);
    setSelected((prev) => (checked ? [...prev, name] : prev.filter((n) => n !== name)));
  }

  function addCustom() {
    const error = customNameError(customName, selected, existing);
    setCustomError(error);
    if (error) return;
    const name = customName.trim();
    setCustom((prev) => [...prev, name]);
    setSelected((prev) => [...prev, name]);
    setCustomName('');
    setFormError(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (selected.length === 0) {
      setFormError(selectAtLeastOne());
      return;
    }
    setSaving(true);
    const failed: string[] = [];
    const added: string[] = [];
    // One call per department, in order, so their columns appear in the order chosen.
    for (const name of selected) {
      try {
        await create.mutateAsync(name);
        added.push(name);
      } catch (err) {
        failed.push(name);
        notifyError(
          t('rundown.departments.addFailed'),
          isApiError(err) && err.serverText ? t('rundown.departments.addFailedDetail', { name, reason: err.serverText }) : name,
        );
      }
    }
    setSaving(false);
    if (added.length > 0) notifySuccess(t('rundown.departments.added', { count: added.length }), added.join(', '));
    if (failed.length === 0) onDone();
    else setSelected(failed);
  }

  const options = [...predefined, ...custom.filter((c) => !predefined.includes(c))];

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('rundown.departments.legend')}</legend>
        {options.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('rundown.departments.allPredefined')}</p>
        ) : (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {options.map((name) => (
              <label
                key={name}
                className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm hover:bg-accent"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={selected.includes(name)}
                  onChange={(e) => toggle(name, e.target.checked)}
                />
                {name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={customId}>{t('rundown.departments.custom')}</Label>
        <div className="flex gap-2">
          <Input
            id={customId}
            value={customName}
            maxLength={60}
            placeholder={t('rundown.departments.customPlaceholder')}
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${customId}-error` : undefined}
            onChange={(e) => {
              setCustomName(e.target.value);
              setCustomError(null);
              setFormError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addCustom();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={addCustom}>
            <Plus aria-hidden="true" />
            {t('rundown.departments.add')}
          </Button>
        </div>
        {customError && (
          <p id={`${customId}-error`} role="alert" className="text-sm text-destructive">
            {customError}
          </p>
        )}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('rundown.departments.adding') : t('rundown.departments.addTab')}
        </Button>
      </div>
    </form>
  );
}
