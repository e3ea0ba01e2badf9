import { PREDEFINED_DEPARTMENTS } from '@showcaller/shared';

export const SELECT_AT_LEAST_ONE = 'Please select at least one department';
export const NAME_REQUIRED = 'Please enter a department name';
export const ALREADY_SELECTED = 'This department is already selected';
export const ALREADY_EXISTS = 'This event already has a department with this name';

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
  if (trimmed === '') return NAME_REQUIRED;
  if (selected.some((s) => same(s, trimmed))) return ALREADY_SELECTED;
  if (existing.some((e) => same(e, trimmed))) return ALREADY_EXISTS;
  return null;
}
