import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CueStatus } from '@showcaller/shared';
import {
  alertFor,
  DEFAULT_ALERTS,
  planAlert,
  readAlertSettings,
  saveAlertSettings,
  soundAndVibrate,
  vibrate,
  VIBRATION,
  type AlertSettings,
} from './crewAlerts';

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
const none: AlertSettings = { sound: false, vibrate: false, flash: false };

describe('alerts on crew phones', () => {
  beforeEach(() => localStorage.clear());
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

  it('chimes, vibrates and flashes only as the switches say; a message never flashes', () => {
    // Out of the box a message and a call vibrate, silently (no beep in the wings).
    expect(planAlert('message', DEFAULT_ALERTS)).toEqual({ chime: null, vibration: VIBRATION.message, flash: null });
    expect(planAlert('go', DEFAULT_ALERTS)).toEqual({ chime: null, vibration: VIBRATION.go, flash: null });
    expect(planAlert('message', { ...none, sound: true })).toEqual({ chime: 'message', vibration: null, flash: null });
    expect(planAlert('standby', { ...none, flash: true })).toEqual({ chime: null, vibration: null, flash: 'standby' });
    expect(planAlert('message', { sound: true, vibrate: true, flash: true }).flash).toBeNull();
    expect(planAlert('go', { ...none, sound: true })).toEqual({ chime: 'go', vibration: null, flash: null });
    expect(planAlert('standby', none)).toEqual({ chime: null, vibration: null, flash: null });
  });

  it('keeps the switches on this phone, and carries over the old vibrate-and-flash switch', () => {
    // A message arrives with a vibration out of the box; the chime is the crew's choice.
    expect(readAlertSettings()).toEqual({ sound: false, vibrate: true, flash: false });
    localStorage.setItem('crewSilentAlerts', 'on');
    expect(readAlertSettings()).toEqual({ sound: false, vibrate: true, flash: true });
    saveAlertSettings({ sound: false, vibrate: true, flash: false });
    expect(readAlertSettings()).toEqual({ sound: false, vibrate: true, flash: false });
    saveAlertSettings(none);
    expect(readAlertSettings()).toEqual(none);
  });

  it('vibrates where the Vibration API exists, and a missing one or missing Web Audio never throws', () => {
    const spy = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate: spy });
    vibrate(VIBRATION.go);
    expect(spy).toHaveBeenCalledWith(VIBRATION.go);
    soundAndVibrate(planAlert('message', DEFAULT_ALERTS));
    expect(spy).toHaveBeenLastCalledWith(VIBRATION.message);
    vi.stubGlobal('navigator', { ...navigator, vibrate: undefined });
    expect(() => soundAndVibrate(planAlert('standby', { sound: true, vibrate: true, flash: true }))).not.toThrow();
  });
});
