/** The stage's auxiliary timers (docs/decisions/0037-aux-timers.md): those the caller put on stage, by the layout's slot, red once over. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STANDARD_STAGE_LAYOUT, type AuxTimer, type StageLayoutConfig, type StageView } from '@showcaller/shared';
import { parseStageLayout } from './stageLayout';
import { StageScreen } from './StageScreen';

const NOW = 5_000_000;
const view: StageView = {
  eventId: 1,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [{ id: 1, number: 1, action: 'Keynote', duration: 300, warningSeconds: null, dangerSeconds: null }],
  message: null,
  blackout: false,
  layouts: [],
};
const timer = (slot: number, over: Partial<AuxTimer> = {}): AuxTimer => ({
  id: slot,
  slot,
  name: `Timer ${slot}`,
  direction: 'down',
  durationMs: 300_000,
  elapsedMs: 0,
  runningSince: null,
  onStage: true,
  version: 1,
  ...over,
});

function show(timers: AuxTimer[], layout: StageLayoutConfig = STANDARD_STAGE_LAYOUT) {
  render(
    <StageScreen
      view={view}
      status={null}
      connection="live"
      fromMemory={false}
      lastUpdateAt={NOW}
      serverNow={() => NOW}
      layout={layout}
      auxTimers={timers}
    />,
  );
}

describe('stage auxiliary timers', () => {
  it('shows only the timers on stage, counting from the server clock, and an over count-down red and negative', () => {
    show([
      timer(1, { name: 'Speaker', runningSince: NOW - 60_000 }),
      timer(2, { name: 'Hidden', onStage: false }),
      timer(3, { name: 'Q&A', durationMs: 10_000, runningSince: NOW - 15_000 }),
    ]);
    expect(screen.getByTestId('stage-aux-1').textContent).toBe('Speaker4:00');
    expect(screen.queryByTestId('stage-aux-2')).toBeNull();
    const over = screen.getByTestId('stage-aux-3');
    expect(over.className).toContain('stage-aux-over');
    expect(screen.getByRole('timer', { name: 'Q&A -0:05, over time' })).toBeTruthy();
  });

  it('shows the one slot a layout names, and none when the layout hides them', () => {
    const timers = [timer(1, { name: 'Speaker' }), timer(2, { name: 'Doors', direction: 'up', elapsedMs: 61_000 })];
    show(timers, { ...STANDARD_STAGE_LAYOUT, auxTimerSlot: 2 });
    expect(screen.queryByTestId('stage-aux-1')).toBeNull();
    expect(screen.getByRole('timer', { name: 'Doors 1:01, paused' })).toBeTruthy();
    document.body.innerHTML = '';
    show(timers, { ...STANDARD_STAGE_LAYOUT, elements: { ...STANDARD_STAGE_LAYOUT.elements, auxTimer: { show: false, size: 'small' } } });
    expect(screen.queryByTestId('stage-aux')).toBeNull();
  });

  it('reads a layout saved before there were timers as showing them, and refuses a slot it does not know', () => {
    const { auxTimer: _new, ...older } = STANDARD_STAGE_LAYOUT.elements;
    const { auxTimerSlot: _slot, ...config } = STANDARD_STAGE_LAYOUT;
    const saved = {
      id: 1,
      eventId: 1,
      name: 'Old',
      isDefault: true,
      logoUrl: null,
      updatedAt: 'x',
      config: { ...config, elements: older },
    };
    expect(parseStageLayout(saved)?.config).toMatchObject({ auxTimerSlot: null, elements: { auxTimer: { show: true, size: 'medium' } } });
    expect(parseStageLayout({ ...saved, config: { ...saved.config, auxTimerSlot: 4 } })).toBeNull();
  });
});
