/** Product-wide constants shared by the server and the browser (docs/product.md#constants). */

export const PRODUCT_NAME = 'ShowCaller';
export const APP_VERSION = '2.5.5';

/** Access and show caller codes: 6 characters, no I, O, 0 or 1 (docs/decisions/0004-access-codes.md). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
/** Never issued: `/department-login/access` is the entry page. */
export const RESERVED_CODES: readonly string[] = ['ACCESS'];

export const DEFAULT_CUE_DURATION_SECONDS = 300;
export const BACK_DOUBLE_CLICK_MS = 2000;
export const REFRESHED_HIGHLIGHT_MS = 2000;
export const REPEAT_UPDATE_WINDOW_MS = 1000;
export const COPY_FEEDBACK_MS = 2000;
export const UNDO_WINDOW_MS = 10_000;

/**
 * The double-GO guard (docs/decisions/0030-double-go-guard.md): an event's minimum time between GO presses, off (0) or from
 * 0.5 s to 10 s in 0.1 s steps. A GO inside it is refused with GO_IGNORED and logged in the as-run.
 */
export const GO_GUARD = { minMs: 500, maxMs: 10_000, stepMs: 100 } as const;
export const GO_IGNORED = 'GO ignored (double press)';

export const PREDEFINED_DEPARTMENTS = [
  'Sound',
  'Light',
  'Stage',
  'Stage Left',
  'Stage Right',
  'LED',
  'Screen Left',
  'Screen Right',
  'Middle Screen',
  'Projection',
  'MC',
  'Backstage',
  'FX',
  'Automation',
  'Camera',
] as const;

/** Row colour palette for colour marks and task colours (docs/product.md#data). */
export const COLOR_PALETTE = [
  { name: 'None', value: '' },
  { name: 'Pink', value: '#FF69B4' },
  { name: 'Dark Yellow', value: '#B8860B' },
  { name: 'Black', value: '#000000' },
  { name: 'Purple', value: '#800080' },
  { name: 'Dark Green', value: '#006400' },
  { name: 'Light Green', value: '#90EE90' },
] as const;

/** Text limits (the spec shows none; these keep rows sane and payloads bounded). */
export const LIMITS = {
  username: { min: 3, max: 50 },
  name: { min: 2, max: 100 },
  email: { max: 254 },
  password: { min: 8, max: 200 },
  eventName: 200,
  eventDescription: 2000,
  cueAction: 500,
  cueNotes: 5000,
  departmentName: 60,
  taskDescription: 500,
  annotation: 5000,
  maxDurationSeconds: 7 * 24 * 3600,
  maxCuesPerEvent: 5000,
  maxDepartmentsPerEvent: 50,
  /** Productions (docs/decisions/0026-productions.md). */
  productionName: 200,
  roomName: 60,
  maxRoomsPerProduction: 50,
  /** First to last day inclusive. */
  maxProductionDays: 31,
  timeZone: 64,
} as const;
