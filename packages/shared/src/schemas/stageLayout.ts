/**
 * Stage display layouts (docs/decisions/0035-stage-layouts-and-lobby.md): per event, named looks of
 * the stage display (which elements show, how big, the colours, a logo, mirrored or flipped for a
 * confidence monitor), chosen by a screen with /stage/{code}?layout=<name or id>.
 */
import { z } from 'zod';
import { contrastRatio } from '../stageRules.js';
import {
  STAGE_ELEMENT_SIZES,
  STAGE_FLIPS,
  STAGE_LAYOUT_NAME_MAX,
  STAGE_LOGO_MAX_BYTES,
  STAGE_LOGO_PLACES,
  STAGE_LOGO_TYPES,
  STAGE_MIN_CONTRAST,
  STANDARD_AUX_TIMER_LOOK,
  type StageLayoutConfig,
} from '../stageLayouts.js';

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
      // Layouts saved before the auxiliary timers (docs/decisions/0037-aux-timers.md) read as showing them, medium.
      auxTimer: elementSchema.default(STANDARD_AUX_TIMER_LOOK),
    }),
    background: hexColor,
    text: hexColor,
    flip: z.enum(STAGE_FLIPS),
    logoPlace: z.enum(STAGE_LOGO_PLACES),
    logoSize: z.enum(STAGE_ELEMENT_SIZES),
    auxTimerSlot: z
      .union([z.literal(1), z.literal(2), z.literal(3)], {
        message: 'The timer a layout shows is 1, 2 or 3 (or none for every timer on stage).',
      })
      .nullable()
      .default(null),
  })
  .refine((c) => contrastRatio(c.text, c.background) >= STAGE_MIN_CONTRAST, {
    message: `The text colour is too close to the background to read from the stage (it needs a contrast of at least ${STAGE_MIN_CONTRAST}:1).`,
    path: ['text'],
  });

const layoutName = z
  .string()
  .trim()
  .min(1, 'Please name the layout.')
  .max(STAGE_LAYOUT_NAME_MAX, `A layout name is at most ${STAGE_LAYOUT_NAME_MAX} characters.`)
  .regex(/^[^/?#&]+$/, 'A layout name cannot hold / ? # or &, so it can be written in the stage address.')
  .refine((n) => !/^\d+$/.test(n), 'A layout name needs a letter: a number alone is read as a layout id in the stage address.');

/** The schema and the zod-free interface of stageLayouts.ts describe one shape (checked when compiling). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STAGE_LAYOUT_CONFIG_MATCHES: Same<z.infer<typeof stageLayoutConfigSchema>, StageLayoutConfig> = true;

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
