/** Custom fields on the rundown (docs/decisions/0034-custom-fields.md); the rules are in ../cueFields.ts. */
import { z } from 'zod';
import { CUE_FIELD_KINDS, CUE_FIELD_LIMITS, choicesProblem, fieldNameProblem } from '../cueFields.js';
import { positiveId } from './common.js';

export const cueFieldKind = z.enum(CUE_FIELD_KINDS, {
  error: `Type must be one of ${CUE_FIELD_KINDS.join(', ')}`,
});

const fieldName = z
  .string({ error: 'Field name is required' })
  .max(200, `Field name must be at most ${CUE_FIELD_LIMITS.name} characters`)
  .superRefine((v, ctx) => {
    const problem = fieldNameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.trim().replace(/\s+/g, ' '));

const choices = z
  .array(z.string().max(200, `A choice must be at most ${CUE_FIELD_LIMITS.choice} characters`), {
    error: 'Choices must be a list of texts',
  })
  .max(100, `A choice field can have at most ${CUE_FIELD_LIMITS.maxChoices} choices`)
  .transform((list) => list.map((c) => c.trim()))
  .superRefine((list, ctx) => {
    const problem = list.length === 0 ? null : choicesProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const departmentIds = z.array(positiveId).max(50, 'At most 50 departments');

export const cueFieldCreateSchema = z
  .object({
    name: fieldName,
    kind: cueFieldKind,
    /** Only for 'choice' (required there); ignored otherwise. */
    choices: choices.optional().default([]),
    hidden: z.boolean().optional().default(false),
    /** The departments whose crew phones show the field (owner only; none by default). */
    crewDepartmentIds: departmentIds.optional().default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'choice' && v.choices.length === 0)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'A choice field needs at least one choice.' });
  });
export type CueFieldCreateInput = z.input<typeof cueFieldCreateSchema>;

/** The type stays: a column's values would not survive a change of type. */
export const cueFieldPatchSchema = z
  .object({
    name: fieldName.optional(),
    choices: choices.optional(),
    hidden: z.boolean().optional(),
    crewDepartmentIds: departmentIds.optional(),
  })
  .strict();
export type CueFieldPatchInput = z.input<typeof cueFieldPatchSchema>;

export const cueFieldOrderSchema = z.object({
  fieldIds: z
    .array(positiveId)
    .min(1)
    .max(CUE_FIELD_LIMITS.maxFieldsPerEvent * 2),
});

export const cueFieldValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * PUT /api/cues/{cueId}/fields/{fieldId}: the value for the field's type, or null to clear it.
 * `base`: the value the editor saw when the cell opened (null: empty); a save over someone else's
 * newer value is refused (docs/decisions/0032-history-versions-presence.md).
 */
export const cueFieldValueBody = z.object({ value: cueFieldValue.nullable(), base: cueFieldValue.nullable().optional() }).strict();

export const cueFieldSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  kind: cueFieldKind,
  choices: z.array(z.string()),
  position: z.number().int(),
  hidden: z.boolean(),
  crewDepartmentIds: z.array(z.number().int()),
});
export type CueField = z.infer<typeof cueFieldSchema>;

export const cueFieldValueSchema = z.object({ cueId: z.number().int(), fieldId: z.number().int(), value: cueFieldValue });
export type CueFieldValueRow = z.infer<typeof cueFieldValueSchema>;

/** GET /api/events/{id}/fields: the fields in order and every value (a department code: its own fields only). */
export const cueFieldsResponse = z.object({ fields: z.array(cueFieldSchema), values: z.array(cueFieldValueSchema) });
export type CueFieldsResponse = z.infer<typeof cueFieldsResponse>;

/** DELETE /api/fields/{id} answers what went, so the browser can offer Undo (POST .../fields/restore). */
export const cueFieldSnapshotSchema = z.object({ field: cueFieldSchema, values: z.array(cueFieldValueSchema) });
export type CueFieldSnapshot = z.infer<typeof cueFieldSnapshotSchema>;

export const cueFieldRestoreSchema = z
  .object({
    name: fieldName,
    kind: cueFieldKind,
    choices: choices.optional().default([]),
    hidden: z.boolean().optional().default(false),
    crewDepartmentIds: departmentIds.optional().default([]),
    position: z.number().int().min(0).max(1000),
    values: z
      .array(z.object({ cueId: positiveId, value: cueFieldValue }))
      .max(5000)
      .optional()
      .default([]),
  })
  .strict();
export type CueFieldRestoreInput = z.input<typeof cueFieldRestoreSchema>;
