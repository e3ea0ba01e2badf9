/** The one place the server reads the clock, so tests can move it. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
export const isoNow = (clock: Clock): string => new Date(clock.now()).toISOString();
