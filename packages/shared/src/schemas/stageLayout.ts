/**
 * Stage display layouts (docs/decisions/0035-stage-layouts-and-lobby.md): per event, named looks of
 * the stage display (which elements show, how big, the colours, a logo, mirrored or flipped for a
 * confidence monitor), chosen by a screen with /stage/{code}?layout=<name or id>.
 */
import { z } from 'zod';
import { contrastRatio } from '../stageRules.js';

export const STAGE_ELEMENTS = ['timer', 'clock', 'currentCue', 'nextCue', 'message', 'progress'] as const;
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

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours are written as #RRGGBB, for example #000000.');
const elementSchema = z.object({ show: z.boolean(), size: z.enum(STAGE_ELEMENT_SIZES) });

export const stageLayoutConfigSchema = z
  .object({
    elements: z.object({
      timer: elementSchema,
      clock: elementSchema,
      currentCue: elementSchema,
      nextCue: elementSchema,
      message: elementSchema,
      progress: elementSchema,
    }),
    background: hexColor,
    text: hexColor,
    flip: z.enum(STAGE_FLIPS),
    logoPlace: z.enum(STAGE_LOGO_PLACES),
    logoSize: z.enum(STAGE_ELEMENT_SIZES),
  })
  .refine((c) => contrastRatio(c.text, c.background) >= STAGE_MIN_CONTRAST, {
    message: `The text colour is too close to the background to read from the stage (it needs a contrast of at least ${STAGE_MIN_CONTRAST}:1).`,
    path: ['text'],
  });
export type StageLayoutConfig = z.infer<typeof stageLayoutConfigSchema>;

const layoutName = z
  .string()
  .trim()
  .min(1, 'Please name the layout.')
  .max(STAGE_LAYOUT_NAME_MAX, `A layout name is at most ${STAGE_LAYOUT_NAME_MAX} characters.`)
  .regex(/^[^/?#&]+$/, 'A layout name cannot hold / ? # or &, so it can be written in the stage address.')
  .refine((n) => !/^\d+$/.test(n), 'A layout name needs a letter: a number alone is read as a layout id in the stage address.');

/** POST /api/events/{id}/stage-layouts and PUT /api/stage-layouts/{id}. */
export const stageLayoutInputSchema = z.object({
  name: layoutName,
  config: stageLayoutConfigSchema,
  /** The layout a stage address without ?layout= shows; one per event. */
  isDefault: z.boolean().optional().default(false),
});
export type StageLayoutInput = z.input<typeof stageLayoutInputSchema>;

export const stageLayoutSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  config: stageLayoutConfigSchema,
  /** The logo's address (changes with the image, so it can be kept), or null without one. */
  logoUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type StageLayout = z.infer<typeof stageLayoutSchema>;
export const stageLayoutListSchema = z.array(stageLayoutSchema);

/** PUT /api/stage-layouts/{id}/logo: the image as base64 with its declared type (checked against its bytes). */
export const stageLogoInputSchema = z.object({
  contentType: z.enum(STAGE_LOGO_TYPES, { message: 'The logo must be a PNG, JPEG or WebP image.' }),
  data: z
    .string()
    .min(1, 'Please choose an image.')
    .max(Math.ceil(STAGE_LOGO_MAX_BYTES / 3) * 4 + 4, `The logo is at most ${STAGE_LOGO_MAX_BYTES / 1024} KB.`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The logo must be sent as base64.'),
});
export type StageLogoInput = z.infer<typeof stageLogoInputSchema>;

/** The look of the stage display before any layout is saved, and of a layout's new draft. */
export const STANDARD_STAGE_LAYOUT: StageLayoutConfig = {
  elements: {
    timer: { show: true, size: 'large' },
    clock: { show: true, size: 'medium' },
    currentCue: { show: true, size: 'medium' },
    nextCue: { show: true, size: 'medium' },
    message: { show: true, size: 'medium' },
    progress: { show: false, size: 'medium' },
  },
  background: '#000000',
  text: '#ffffff',
  flip: 'none',
  logoPlace: 'left',
  logoSize: 'medium',
};
