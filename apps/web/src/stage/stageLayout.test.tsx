import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STANDARD_STAGE_LAYOUT, type StageLayout, type StageView } from '@showcaller/shared';
import { chooseLayout, layoutAsked, parseStageLayout, parseStageLayouts } from './stageLayout';
import { parseStageView } from './stageData';
import { StageScreen } from './StageScreen';

const NOW = 1_000_000;
const layout: StageLayout = {
  id: 4,
  eventId: 1,
  name: 'Confidence',
  isDefault: true,
  config: { ...STANDARD_STAGE_LAYOUT, flip: 'mirror', background: '#0b1f3a', text: '#fff7d6' },
  logoUrl: '/api/stage-layouts/4/logo?v=abc',
  updatedAt: '2026-12-01T10:00:00.000Z',
};
const clockOnly: StageLayout = {
  ...layout,
  id: 5,
  name: 'Clock',
  isDefault: false,
  logoUrl: null,
  config: {
    ...STANDARD_STAGE_LAYOUT,
    elements: {
      ...STANDARD_STAGE_LAYOUT.elements,
      timer: { show: false, size: 'large' },
      nextCue: { show: false, size: 'small' },
      message: { show: false, size: 'small' },
      progress: { show: true, size: 'large' },
    },
  },
};
const view: StageView = {
  eventId: 1,
  eventName: 'Gala',
  warningSeconds: 120,
  dangerSeconds: 30,
  cues: [{ id: 1, number: 1, action: 'Keynote', duration: 300, warningSeconds: null, dangerSeconds: null }],
  message: { text: 'Wrap up', flash: false, at: '2026-12-01T10:00:00.000Z' },
  blackout: false,
  layouts: [layout, clockOnly],
};

describe('stage layouts on the stage page', () => {
  it('reads the layouts of the stage view and leaves out one it cannot read', () => {
    expect(parseStageLayout(layout)).toEqual(layout);
    expect(parseStageLayout({ ...layout, config: { ...layout.config, flip: 'sideways' } })).toBeNull();
    expect(parseStageLayout({ ...layout, logoUrl: 'https://evil.example/x.png' })).toBeNull();
    expect(parseStageLayouts([layout, { id: 'x' }, clockOnly])).toEqual([layout, clockOnly]);
    // An older server sends no layouts: the view is still read.
    const { layouts: _none, ...older } = view;
    expect(parseStageView(older)?.layouts).toEqual([]);
  });

  it('chooses by the address, and says so when the name is unknown', () => {
    expect(layoutAsked('?layout=clock')).toBe('clock');
    expect(layoutAsked('?layout=')).toBeNull();
    expect(chooseLayout(view.layouts, null)).toEqual({ layout, note: null });
    expect(chooseLayout(view.layouts, 'CLOCK')).toEqual({ layout: clockOnly, note: null });
    expect(chooseLayout(view.layouts, 'nope').note).toBe('No layout “nope” for this event: showing the default layout “Confidence”.');
    expect(chooseLayout([], 'nope').note).toBe('No layout “nope” for this event: showing the standard layout.');
  });

  it('draws what the layout chooses: flip and colours, or the clock alone with a progress bar and no message', () => {
    const status = {
      eventId: 1,
      currentCueId: 1,
      status: 'go' as const,
      elapsedTime: 60,
      runningSince: NOW - 60_000,
      serverTime: NOW,
      version: 1,
      autoAdvance: false,
      display: null,
    };
    const { unmount } = render(
      <StageScreen
        view={view}
        status={status}
        connection="live"
        fromMemory={false}
        lastUpdateAt={NOW}
        serverNow={() => NOW}
        layout={layout.config}
      />,
    );
    const stage = screen.getByTestId('stage');
    expect(stage.dataset.flip).toBe('mirror');
    expect(stage.className).toContain('stage-flip-mirror');
    expect(stage.style.getPropertyValue('--bg')).toBe('#0b1f3a');
    expect(screen.getByTestId('stage-timer').textContent).toBe('4:00');
    expect(screen.getByTestId('stage-message').textContent).toBe('Wrap up');
    expect(screen.queryByTestId('stage-progress')).toBeNull();
    unmount();

    render(
      <StageScreen
        view={view}
        status={status}
        connection="live"
        fromMemory={false}
        lastUpdateAt={NOW}
        serverNow={() => NOW}
        layout={clockOnly.config}
        note="No layout"
      />,
    );
    expect(screen.queryByTestId('stage-timer')).toBeNull();
    expect(screen.getByTestId('stage-clock-main')).toBeTruthy();
    expect(screen.queryByTestId('stage-message')).toBeNull();
    expect(screen.queryByTestId('stage-next')).toBeNull();
    expect(screen.getByTestId('stage-action').textContent).toContain('Keynote');
    expect(screen.getByTestId('stage-progress').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByTestId('stage-layout-note').textContent).toBe('No layout');
  });
});
