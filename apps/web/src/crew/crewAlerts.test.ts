import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import { alertFor, readSilentAlerts, saveSilentAlerts, vibrate, VIBRATION } from './crewAlerts';

const base: CueStatus = {
  eventId: 1,
  currentCueId: 1,
  status: 'idle',
  elapsedTime: 0,
  runningSince: null,
  serverTime: 0,
  version: 1,
  autoAdvance: false,
  display: null,
};
const at = (patch: Partial<CueStatus>): CueStatus => ({ ...base, ...patch });

describe('silent alerts on crew phones', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('alerts on a new STANDBY and a new GO, not on repeats, holds or older statuses', () => {
    expect(alertFor(base, at({ status: 'standby', version: 2 }))).toBe('standby');
    expect(alertFor(at({ status: 'standby', version: 2 }), at({ status: 'go', version: 3 }))).toBe('go');
    expect(alertFor(at({ status: 'go', version: 3 }), at({ status: 'go', version: 4 }))).toBeNull();
    expect(alertFor(at({ status: 'go', version: 3 }), at({ status: 'hold', version: 4 }))).toBeNull();
    expect(alertFor(at({ status: 'standby', version: 5 }), at({ status: 'standby', version: 4, currentCueId: 2 }))).toBeNull();
    // A standby armed again on the same cue (refresh) asks again.
    expect(alertFor(at({ status: 'standby', version: 5 }), at({ status: 'standby', version: 6, display: 'refresh' }))).toBe('standby');
  });

  it('vibrates where the Vibration API exists and keeps the setting on this phone', () => {
    const spy = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate: spy });
    vibrate('go');
    expect(spy).toHaveBeenCalledWith(VIBRATION.go);
    expect(readSilentAlerts()).toBe(false);
    saveSilentAlerts(true);
    expect(readSilentAlerts()).toBe(true);
  });
});
