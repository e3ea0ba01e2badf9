/**
 * The stage layouts' vocabulary without zod (docs/decisions/0035-stage-layouts-and-lobby.md), so the
 * stage page can read layouts without the schema library; schemas/stageLayout.ts checks them.
 */
/** `auxTimer`: the auxiliary timers the caller shows on stage (docs/decisions/0037-aux-timers.md). */
export const STAGE_ELEMENTS = ['timer', 'clock', 'currentCue', 'nextCue', 'message', 'progress', 'auxTimer'] as const;
export type StageElement = (typeof STAGE_ELEMENTS)[number];
export const STAGE_ELEMENT_SIZES = ['small', 'medium', 'large'] as const;
export type StageElementSize = (typeof STAGE_ELEMENT_SIZES)[number];
/** A confidence monitor seen in a mirror, or a screen hung upside down. */
export const STAGE_FLIPS = ['none', 'mirror', 'upside-down', 'both'] as const;
export type StageFlip = (typeof STAGE_FLIPS)[number];
export const STAGE_LOGO_PLACES = ['left', 'right'] as const;

/** Layouts one event may keep (a venue rarely has more screens than this). */
export const MAX_STAGE_LAYOUTS = 20;
export const STAGE_LAYOUT_NAME_MAX = 40;
/** The logo's largest file: a stage screen loads it over venue Wi-Fi. */
export const STAGE_LOGO_MAX_BYTES = 256 * 1024;
/** Raster only: an SVG can carry script, so it is refused (docs/security.md). */
export const STAGE_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type StageLogoType = (typeof STAGE_LOGO_TYPES)[number];
/** Text must stay readable from 10 m: at least this contrast against the background (WCAG large text is 3:1). */
export const STAGE_MIN_CONTRAST = 4.5;

export interface StageElementLook {
  show: boolean;
  size: StageElementSize;
}

/** One layout's look (checked by stageLayoutConfigSchema in schemas/stageLayout.ts). */
export interface StageLayoutConfig {
  elements: Record<StageElement, StageElementLook>;
  background: string;
  text: string;
  flip: StageFlip;
  logoPlace: (typeof STAGE_LOGO_PLACES)[number];
  logoSize: StageElementSize;
  /** Which auxiliary timer this screen shows (a lectern's speaker timer), or null: every timer the caller puts on stage. */
  auxTimerSlot: 1 | 2 | 3 | null;
}

/** An auxiliary timer's look in a layout saved before there were any: shown, medium. */
export const STANDARD_AUX_TIMER_LOOK: StageElementLook = { show: true, size: 'medium' };

/** The look of the stage display before any layout is saved, and of a layout's new draft. */
export const STANDARD_STAGE_LAYOUT: StageLayoutConfig = {
  elements: {
    timer: { show: true, size: 'large' },
    clock: { show: true, size: 'medium' },
    currentCue: { show: true, size: 'medium' },
    nextCue: { show: true, size: 'medium' },
    message: { show: true, size: 'medium' },
    progress: { show: false, size: 'medium' },
    auxTimer: STANDARD_AUX_TIMER_LOOK,
  },
  background: '#000000',
  text: '#ffffff',
  flip: 'none',
  logoPlace: 'left',
  logoSize: 'medium',
  auxTimerSlot: null,
};
