/** Department row → API shape; `showCode` false blanks the access code (another department's, or an export). */
import type { Department } from '@showcaller/shared';
import type { DepartmentRow } from './departments.repo.js';

export function presentDepartment(dep: DepartmentRow, showCode = true): Department {
  return { id: dep.id, eventId: dep.event_id, name: dep.name, accessCode: showCode ? (dep.access_code ?? '') : '', position: dep.position };
}
