import { useCallback, useState } from 'react';
import { clampWidth, readColumnWidths, saveColumnWidths, type ColumnWidths } from '@/lib/columnWidths';

/**
 * Column widths for the rundown table: read once from the browser, changed while a header edge is
 * dragged, and saved when the drag (or a keyboard resize) ends.
 */
export function useColumnWidths() {
  const [widths, setWidths] = useState<ColumnWidths>(readColumnWidths);

  const resize = useCallback((columnId: string, width: number) => {
    setWidths((prev) => ({ ...prev, [columnId]: clampWidth(width) }));
  }, []);

  const commit = useCallback((columnId: string, width: number) => {
    setWidths((prev) => {
      const next = { ...prev, [columnId]: clampWidth(width) };
      saveColumnWidths(next);
      return next;
    });
  }, []);

  return { widths, resize, commit };
}
