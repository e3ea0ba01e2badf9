import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLiveRundownStore, LiveRundownContext, useLiveRundown, useLiveRundownSelect, type LiveRundownValue } from './liveRundown';

const value = (over: Partial<LiveRundownValue> = {}): LiveRundownValue => ({
  currentCueId: 1,
  currentNumber: 1,
  currentIndex: 0,
  status: 'hold',
  overtime: false,
  pulseCueId: null,
  refreshPast: () => undefined,
  setCurrent: () => undefined,
  projectedStartMs: () => null,
  ...over,
});

describe('the live rundown store', () => {
  it('re-renders a row only when what it selects changes', () => {
    const store = createLiveRundownStore(value());
    const renders = { current: 0, other: 0, whole: 0 };
    function Current() {
      renders.current++;
      const status = useLiveRundownSelect((l) => (l?.currentCueId === 1 ? l.status : null));
      return <p data-testid="current">{status ?? '-'}</p>;
    }
    function Other() {
      renders.other++;
      const status = useLiveRundownSelect((l) => (l?.currentCueId === 2 ? l.status : null));
      return <p data-testid="other">{status ?? '-'}</p>;
    }
    function Whole() {
      renders.whole++;
      return <p>{useLiveRundown()?.status}</p>;
    }
    render(
      <LiveRundownContext.Provider value={store}>
        <Current />
        <Other />
        <Whole />
      </LiveRundownContext.Provider>,
    );
    expect(renders).toEqual({ current: 1, other: 1, whole: 1 });

    act(() => store.set(value({ status: 'go' })));
    expect(screen.getByTestId('current')).toHaveTextContent('go');
    expect(renders).toEqual({ current: 2, other: 1, whole: 2 });

    act(() => store.set(value({ currentCueId: 2, currentNumber: 2, currentIndex: 1, status: 'standby' })));
    expect(screen.getByTestId('current')).toHaveTextContent('-');
    expect(screen.getByTestId('other')).toHaveTextContent('standby');
    expect(renders).toEqual({ current: 3, other: 2, whole: 3 });
  });

  it('reads null without a live show', () => {
    function Row() {
      return <p data-testid="row">{useLiveRundownSelect((l) => (l === null ? 'plain' : 'live'))}</p>;
    }
    render(<Row />);
    expect(screen.getByTestId('row')).toHaveTextContent('plain');
  });
});
