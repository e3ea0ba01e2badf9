/**
 * The lobby screen (docs/decisions/0035-stage-layouts-and-lobby.md): a public, read-only agenda for
 * foyer screens and audience phones, opened by its own revocable link. It carries names and times
 * only: never notes, tasks, departments, codes or who runs the show.
 */
import { z } from 'zod';
import { isTimeZone } from './production.js';
import { LOBBY_EVENT_STATES } from '../lobbyRules.js';

/** GET (owner): whether a lobby link is out, and its settings; the link itself is shown once, when made. */
export const lobbyLinkSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Segment titles (the cues' actions) are shown; off, only each room's session and its times. */
  showCues: z.boolean(),
  timeZone: z.string().nullable(),
});
export type LobbyLink = z.infer<typeof lobbyLinkSchema>;

/** POST (owner): a new link (the old one stops at once). The token is in the answer only this once. */
/** `url`: the path on the address phones reach (PUBLIC_URL, the request's or the LAN address); `loopback`: one no phone can open. */
export const lobbyLinkCreatedSchema = lobbyLinkSchema.extend({
  token: z.string(),
  path: z.string(),
  url: z.string(),
  loopback: z.boolean(),
});
export type LobbyLinkCreated = z.infer<typeof lobbyLinkCreatedSchema>;

const zone = z
  .string()
  .trim()
  .min(1, 'Please choose a time zone.')
  .max(64, 'That is not a time zone (for example Europe/Berlin).')
  .refine(isTimeZone, 'That is not a time zone (for example Europe/Berlin).');

/** POST: `showCues` (default on); `timeZone` for a single event (a production has its own). */
export const lobbyLinkInputSchema = z.object({
  showCues: z.boolean().optional().default(true),
  timeZone: zone.optional(),
});
export type LobbyLinkInput = z.input<typeof lobbyLinkInputSchema>;
/** PATCH: change what the open link shows without changing the link. */
export const lobbyLinkPatchSchema = z.object({ showCues: z.boolean() });

/** GET /api/lobby/{token}: the tokens are 43 characters of base64url. */
export const lobbyTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That lobby link is not valid.') });

/** An agenda line: a title and its time as "HH:MM", with the planned one when the projection moved it. */
export const lobbyItemSchema = z.object({
  title: z.string(),
  at: z.string().nullable(),
  plannedAt: z.string().nullable(),
});
export type LobbyItem = z.infer<typeof lobbyItemSchema>;

export const lobbyEventSchema = z.object({
  name: z.string(),
  state: z.enum(LOBBY_EVENT_STATES),
  /** Projected start "HH:MM" (the plan until it starts, later when the room before runs over), null when untimed. */
  start: z.string().nullable(),
  plannedStart: z.string().nullable(),
  /** Projected end "HH:MM". */
  end: z.string().nullable(),
  /** The segment on now, with when it is projected to end (showCues only). */
  now: lobbyItemSchema.nullable(),
  /** The next segments with their projected starts (showCues only, at most three). */
  next: z.array(lobbyItemSchema),
});
export type LobbyEvent = z.infer<typeof lobbyEventSchema>;

export const lobbyRoomSchema = z.object({ name: z.string(), events: z.array(lobbyEventSchema) });
export type LobbyRoom = z.infer<typeof lobbyRoomSchema>;

export const lobbyViewSchema = z.object({
  title: z.string(),
  /** The calendar day shown, "YYYY-MM-DD". */
  day: z.string(),
  timeZone: z.string(),
  rooms: z.array(lobbyRoomSchema),
  /** Server epoch ms when this was worked out. */
  serverTime: z.number(),
  /** How long the page waits before reading again, in seconds. */
  refreshSeconds: z.number().int(),
});
export type LobbyView = z.infer<typeof lobbyViewSchema>;
