import { useMemo, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Cue } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

/**
 * Drag-and-drop reordering of the rundown (docs/product.md#screens, docs/product.md#running-the-show): pointer and keyboard, with screen-reader
 * announcements in cue numbers. A drop without a destination, or on the same place, does nothing.
 */
export function useSortableCues(cues: readonly Cue[], onMove: (from: number, to: number) => void) {
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const positionOf = useMemo(() => {
    const map = new Map<UniqueIdentifier, number>();
    cues.forEach((cue, i) => map.set(cue.id, i));
    return (id: UniqueIdentifier | undefined) => (id === undefined ? -1 : (map.get(id) ?? -1));
  }, [cues]);

  const announcements = useMemo<Announcements>(() => {
    const cue = (id: UniqueIdentifier) => positionOf(id) + 1;
    return {
      onDragStart: ({ active }) => appT('rundown.drag.start', { cue: cue(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? appT('rundown.drag.over', { cue: cue(active.id), position: positionOf(over.id) + 1 })
          : appT('rundown.drag.notOver', { cue: cue(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? appT('rundown.drag.dropped', { cue: cue(active.id), position: positionOf(over.id) + 1 })
          : appT('rundown.drag.droppedNowhere', { cue: cue(active.id) }),
      onDragCancel: ({ active }) => appT('rundown.drag.cancelled', { cue: cue(active.id) }),
    };
  }, [positionOf]);

  function onDragStart(event: DragStartEvent) {
    setActiveId(event.active.id);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    if (!over || over.id === active.id) return;
    const from = positionOf(active.id);
    const to = positionOf(over.id);
    if (from < 0 || to < 0 || from === to) return;
    onMove(from, to);
  }

  return {
    activeIndex: activeId === null ? null : positionOf(activeId),
    dndProps: {
      sensors,
      accessibility: { announcements },
      onDragStart,
      onDragEnd,
      onDragCancel: () => setActiveId(null),
    },
  };
}
