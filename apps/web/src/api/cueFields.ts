/**
 * Custom fields on the rundown (docs/decisions/0034-custom-fields.md): the event's typed columns and
 * every cue's values in one answer, under the event's key (docs/architecture.md#layers), re-read on
 * a 'fields' refetch. A value shows at once and is rolled back if the server refuses it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cueFieldSchema,
  cueFieldSnapshotSchema,
  cueFieldsResponse,
  cueFieldValue,
  type CueField,
  type CueFieldCreateInput,
  type CueFieldPatchInput,
  type CueFieldSnapshot,
  type CueFieldValue,
  type CueFieldsResponse,
} from '@showcaller/shared';
import { rundownFetch, rundownKeys, useRundownToken } from './rundown';

export const cueFieldKeys = {
  list: (eventId: number) => [...rundownKeys.all(eventId), 'fields'] as const,
};

const valueAnswer = z.object({ cueId: z.number().int(), fieldId: z.number().int(), value: cueFieldValue.nullable() });

export function useCueFields(eventId: number, enabled = true) {
  const token = useRundownToken();
  return useQuery({
    queryKey: cueFieldKeys.list(eventId),
    queryFn: ({ signal }) => rundownFetch(`/api/events/${eventId}/fields`, cueFieldsResponse, token, { signal }),
    enabled,
  });
}

/** The fields, their changes and each cue's values; every write re-reads the list. */
export function useCueFieldMutations(eventId: number) {
  const token = useRundownToken();
  const queryClient = useQueryClient();
  const key = cueFieldKeys.list(eventId);
  const reread = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: (input: CueFieldCreateInput) =>
      rundownFetch(`/api/events/${eventId}/fields`, cueFieldSchema, token, { method: 'POST', body: input }),
    onSuccess: reread,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CueFieldPatchInput }) =>
      rundownFetch(`/api/fields/${id}`, cueFieldSchema, token, { method: 'PATCH', body: patch }),
    onSuccess: reread,
  });
  const reorder = useMutation({
    mutationFn: (fieldIds: number[]) =>
      rundownFetch(`/api/events/${eventId}/fields/order`, cueFieldSchema.array(), token, { method: 'PUT', body: { fieldIds } }),
    onSuccess: reread,
  });
  const remove = useMutation({
    mutationFn: (id: number) => rundownFetch(`/api/fields/${id}`, cueFieldSnapshotSchema, token, { method: 'DELETE' }),
    onSuccess: reread,
  });
  const restore = useMutation({
    mutationFn: ({ field, values }: CueFieldSnapshot) =>
      rundownFetch(`/api/events/${eventId}/fields/restore`, cueFieldsResponse, token, {
        method: 'POST',
        body: {
          name: field.name,
          kind: field.kind,
          choices: field.choices,
          hidden: field.hidden,
          crewDepartmentIds: field.crewDepartmentIds,
          position: field.position,
          values: values.map((v) => ({ cueId: v.cueId, value: v.value })),
        },
      }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  const setValue = useMutation({
    mutationFn: ({
      cueId,
      fieldId,
      value,
      base,
    }: {
      cueId: number;
      fieldId: number;
      value: CueFieldValue | null;
      base?: CueFieldValue | null;
    }) =>
      rundownFetch(`/api/cues/${cueId}/fields/${fieldId}`, valueAnswer, token, {
        method: 'PUT',
        body: base === undefined ? { value } : { value, base },
      }),
    onMutate: async ({ cueId, fieldId, value }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CueFieldsResponse>(key);
      if (previous) queryClient.setQueryData<CueFieldsResponse>(key, withValue(previous, cueId, fieldId, value));
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // A refused save (someone else's newer value, 409) shows theirs: read the values again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (answer) => {
      const now = queryClient.getQueryData<CueFieldsResponse>(key);
      if (now) queryClient.setQueryData(key, withValue(now, answer.cueId, answer.fieldId, answer.value));
    },
  });
  return { create, update, reorder, remove, restore, setValue };
}

export function withValue(r: CueFieldsResponse, cueId: number, fieldId: number, value: CueFieldValue | null): CueFieldsResponse {
  const others = r.values.filter((v) => !(v.cueId === cueId && v.fieldId === fieldId));
  return { ...r, values: value === null ? others : [...others, { cueId, fieldId, value }] };
}

/** cueId → fieldId → value, for the table's cells. */
export function valuesByCue(r: CueFieldsResponse | undefined): Map<number, Map<number, CueFieldValue>> {
  const out = new Map<number, Map<number, CueFieldValue>>();
  for (const v of r?.values ?? []) {
    const row = out.get(v.cueId) ?? new Map<number, CueFieldValue>();
    row.set(v.fieldId, v.value);
    out.set(v.cueId, row);
  }
  return out;
}

export type { CueField };
