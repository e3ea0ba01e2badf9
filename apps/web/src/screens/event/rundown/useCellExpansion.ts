import { useCallback, useState } from 'react';

interface Expansion {
  editMode: boolean;
  overrides: ReadonlyMap<string, boolean>;
}

/**
 * Which task cells are open. In run mode every cell starts expanded, in edit mode collapsed;
 * switching modes returns every cell to that default.
 */
export function useCellExpansion(editMode: boolean) {
  const [expansion, setExpansion] = useState<Expansion>(() => ({ editMode, overrides: new Map() }));
  const overrides = expansion.editMode === editMode ? expansion.overrides : null;

  const isExpanded = useCallback((key: string) => overrides?.get(key) ?? !editMode, [overrides, editMode]);

  const toggleExpanded = useCallback(
    (key: string) => {
      setExpansion((prev) => {
        const base = prev.editMode === editMode ? prev.overrides : new Map<string, boolean>();
        const next = new Map(base);
        next.set(key, !(base.get(key) ?? !editMode));
        return { editMode, overrides: next };
      });
    },
    [editMode],
  );

  return { isExpanded, toggleExpanded };
}
