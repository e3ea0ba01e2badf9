import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DragEndEvent } from '@dnd-kit/core';
import type { Cue } from '@showcaller/shared';
import { moveCue } from '@/api/cueMutations';
import { createQueryClient } from '@/api/queryClient';
import { rundownKeys } from '@/api/rundown';
import { mockFetch } from '@/test/render';
import { dismissToasts, EVENT_ID, logIn, makeCue } from '../test/fixtures';
import { useCueActions } from './useCueActions';
import { useSortableCues } from './useSortableCues';

afterEach(dismissToasts);

const cues: Cue[] = [makeCue(1, 1), makeCue(2, 2), makeCue(3, 3)];

function dragEnd(activeId: number, overId: number | null): DragEndEvent {
  return { active: { id: activeId }, over: overId === null ? null : { id: overId } } as unknown as DragEndEvent;
}

describe('reordering cues', () => {
  it('moves a cue and renumbers 1..n', () => {
    expect(moveCue(cues, 0, 2).map((c) => [c.id, c.number])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });

  it('ignores a drop without a destination or on the same place', () => {
    const onMove = vi.fn();
    const { result } = renderHook(() => useSortableCues(cues, onMove));
    act(() => result.current.dndProps.onDragEnd(dragEnd(1, null)));
    act(() => result.current.dndProps.onDragEnd(dragEnd(2, 2)));
    expect(onMove).not.toHaveBeenCalled();
    act(() => result.current.dndProps.onDragEnd(dragEnd(1, 3)));
    expect(onMove).toHaveBeenCalledWith(0, 2);
  });

  function setup(status: number) {
    logIn();
    const queryClient = createQueryClient();
    queryClient.setQueryData(rundownKeys.cues(EVENT_ID), cues);
    const fetchMock = mockFetch((_method, _url, body) => {
      const ids = (body as { cueIds: number[] }).cueIds;
      return status === 200
        ? { body: ids.map((id, i) => makeCue(id, i + 1)) }
        : { status, body: { error: 'Every cue must be listed exactly once' } };
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    );
    // Rows move only in edit mode, where the spec's success toasts are kept (quiet = false).
    const { result } = renderHook(() => useCueActions(EVENT_ID, false), { wrapper });
    return { queryClient, fetchMock, actions: result.current };
  }

  it('posts the full new order and says "Cues reordered" (edit mode)', async () => {
    const { queryClient, fetchMock, actions } = setup(200);
    await act(() => actions.reorder(cues, 2, 0));
    expect(fetchMock).toHaveBeenCalledWith(`/api/events/${EVENT_ID}/cues/reorder`, expect.objectContaining({ method: 'POST' }));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ cueIds: [3, 1, 2] }));
    expect(queryClient.getQueryData<Cue[]>(rundownKeys.cues(EVENT_ID))?.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(await screen.findByText('Cues reordered')).toBeInTheDocument();
  });

  it('puts the old order back when the server refuses', async () => {
    const { queryClient, actions } = setup(400);
    await act(() => actions.reorder(cues, 0, 1));
    await waitFor(() => expect(queryClient.getQueryData<Cue[]>(rundownKeys.cues(EVENT_ID))).toEqual(cues));
    expect(await screen.findByText('Failed to reorder cues')).toBeInTheDocument();
    expect(screen.getByText('There was an error updating the cue order')).toBeInTheDocument();
  });
});
