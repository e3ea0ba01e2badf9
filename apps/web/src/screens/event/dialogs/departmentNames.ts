import { PREDEFINED_DEPARTMENTS } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

export const selectAtLeastOne = () => appT('rundown.departments.selectAtLeastOne');
export const nameRequired = () => appT('rundown.departments.nameRequired');
export const alreadySelected = () => appT('rundown.departments.alreadySelected');
export const alreadyExists = () => appT('rundown.departments.alreadyExists');

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The predefined departments the event does not have yet. */
export function availablePredefined(existing: readonly string[]): string[] {
  return PREDEFINED_DEPARTMENTS.filter((name) => !existing.some((e) => same(e, name)));
}

/** Checks a custom name (trimmed) against the selected and existing ones; an error text or null. */
export function customNameError(name: string, selected: readonly string[], existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return nameRequired();
  if (selected.some((s) => same(s, trimmed))) return alreadySelected();
  if (existing.some((e) => same(e, trimmed))) return alreadyExists();
  return null;
}
