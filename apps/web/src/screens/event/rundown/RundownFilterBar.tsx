import { useId } from 'react';
import { Columns3, Search, X } from 'lucide-react';
import type { CueField } from '@showcaller/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ANY_VALUE, NO_VALUE, type CueFilter } from './cueFilter';
import { useAppT, type AppTranslate } from '@/i18n/appI18n';

interface RundownFilterBarProps {
  fields: readonly CueField[];
  filter: CueFilter;
  onChange: (filter: CueFilter) => void;
  /** "x of y cues" while filtering. */
  shown: number;
  total: number;
  onManageFields: () => void;
}

/** The stored values of a yes/no field (cueFilter.ts), not words. */
const BOOLEAN_VALUES = { YES: 'Yes', NO: 'No' } as const;

const selectClasses = 'h-8 min-w-0 rounded-md border bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The values a field filter offers: the choices, yes/no, and always "any value" and "empty". */
function valueOptions(field: CueField, t: AppTranslate): Array<{ value: string; label: string }> {
  const own =
    field.kind === 'choice'
      ? field.choices.map((c) => ({ value: c, label: c }))
      : field.kind === 'boolean'
        ? [
            { value: BOOLEAN_VALUES.YES, label: t('rundown.common.yes') },
            { value: BOOLEAN_VALUES.NO, label: t('rundown.common.no') },
          ]
        : [];
  return [{ value: ANY_VALUE, label: t('rundown.filter.hasValue') }, ...own, { value: NO_VALUE, label: t('rundown.filter.isEmpty') }];
}

/** Search and field filter above the rundown table, and the way into Custom fields (docs/decisions/0034-custom-fields.md). */
export function RundownFilterBar({ fields, filter, onChange, shown, total, onManageFields }: RundownFilterBarProps) {
  const searchId = useId();
  const t = useAppT();
  const field = filter.field ? fields.find((f) => f.id === filter.field?.fieldId) : undefined;
  const active = filter.search.trim() !== '' || filter.field !== null;
  return (
    <div role="search" aria-label={t('rundown.filter.label')} className="mb-2 flex flex-wrap items-center gap-2">
      <div className="relative min-w-0 flex-1 basis-48 sm:max-w-xs">
        <Search aria-hidden="true" className="pointer-events-none absolute start-2 top-2 size-4 text-muted-foreground" />
        <label htmlFor={searchId} className="sr-only">
          {t('rundown.filter.searchLabel')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={filter.search}
          placeholder={t('rundown.filter.searchPlaceholder')}
          onChange={(e) => onChange({ ...filter, search: e.target.value })}
          className="h-8 ps-8"
        />
      </div>
      {fields.length > 0 && (
        <span className="flex min-w-0 items-center gap-1">
          <select
            aria-label={t('rundown.filter.byField')}
            value={filter.field?.fieldId ?? ''}
            onChange={(e) => {
              const id = Number(e.target.value);
              onChange({ ...filter, field: e.target.value === '' ? null : { fieldId: id, value: ANY_VALUE } });
            }}
            className={selectClasses}
          >
            <option value="">{t('rundown.filter.allCues')}</option>
            {fields.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {field && filter.field && (
            <select
              aria-label={t('rundown.filter.valueOf', { name: field.name })}
              value={filter.field.value}
              onChange={(e) => onChange({ ...filter, field: { fieldId: field.id, value: e.target.value } })}
              className={selectClasses}
            >
              {valueOptions(field, t).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </span>
      )}
      {active && (
        <>
          <span role="status" className="text-sm text-muted-foreground">
            {t('rundown.filter.shown', { shown, count: total })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange({ search: '', field: null })}>
            <X aria-hidden="true" />
            {t('rundown.filter.clear')}
          </Button>
        </>
      )}
      <Button size="sm" variant="outline" className="ms-auto" onClick={onManageFields}>
        <Columns3 aria-hidden="true" />
        {fields.length > 0 ? t('rundown.filter.customFieldsCount', { count: fields.length }) : t('rundown.filter.customFields')}
      </Button>
    </div>
  );
}
