/**
 * Answers that had no shared schema yet (docs/architecture.md#layers): the server's route and the browser's apiFetch
 * both use these, so a field changes in one place (docs/architecture.md, "one vocabulary").
 */
import { z } from 'zod';
import { userSchema } from './auth.js';
import { cueStatusSchema } from './cueStatus.js';
import { oscLogEntrySchema } from './integrations.js';

/** GET/POST /api/events/{id}/acks|ack: who said Ready for the current standby. */
export const ackStateSchema = z.object({
  cueId: z.number().int().nullable(),
  standby: z.boolean(),
  departments: z.array(z.object({ departmentId: z.number().int(), name: z.string(), readyAt: z.string().nullable() })),
  allReady: z.boolean(),
});
export type AckState = z.infer<typeof ackStateSchema>;

export const crewDeviceSchema = z.object({
  rttMs: z.number().nullable(),
  offsetMs: z.number().nullable(),
  lastSeenMsAgo: z.number(),
  connectedAt: z.string(),
  /** No frame and no pong for a while: its network dropped, though the socket may look open (docs/decisions/0023-crew-phones-lost-fixed-and-found.md). */
  lost: z.boolean(),
});
export type CrewDevice = z.infer<typeof crewDeviceSchema>;

/** GET /api/events/{id}/devices: connected crew and caller devices. */
export const devicesStateSchema = z.object({
  departments: z.array(
    z.object({
      departmentId: z.number().int(),
      name: z.string(),
      devices: z.array(crewDeviceSchema),
      noDevice: z.boolean(),
      /** It has devices and every one of them is lost. */
      lost: z.boolean(),
    }),
  ),
  callers: z.array(crewDeviceSchema),
});
export type DevicesState = z.infer<typeof devicesStateSchema>;

/**
 * GET /api/events/{id}/join-base: the address crew links and QR codes use (docs/decisions/0023-crew-phones-lost-fixed-and-found.md): PUBLIC_URL,
 * the address the page was opened by, or the server's LAN address; `loopback` when no phone can open it.
 */
export const joinBaseSchema = z.object({
  baseUrl: z.string(),
  source: z.enum(['public-url', 'request', 'lan', 'loopback']),
  loopback: z.boolean(),
});
export type JoinBase = z.infer<typeof joinBaseSchema>;

/** GET /api/admin/users: one row of the admin dashboard. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  eventCount: z.number().int(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST /api/user/password. */
export const changePasswordResponse = z.object({ message: z.string(), signedOut: z.number().int() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** POST /api/user/sign-out-others. */
export const signedOutResponse = z.object({ signedOut: z.number().int() });

/** POST /api/demo: a throwaway account and its sample show. */
/** Try Demo: the sample show's id, and the sample production's beside it (absent: an older server). */
export const demoResponse = z.object({
  token: z.string(),
  user: userSchema,
  eventId: z.number().int(),
  productionId: z.number().int().optional(),
});
export type DemoResponse = z.infer<typeof demoResponse>;

/** POST /api/events/{id}/cuestatus/{command} and .../goto: the new status and an optional notice. */
export const cueCommandResponse = z.object({ cueStatus: cueStatusSchema, info: z.string().optional() });
export type CueCommandResponse = z.infer<typeof cueCommandResponse>;

/** POST /api/osc-targets/{id}/test. */
export const oscTestResponse = z.object({ ok: z.boolean(), peer: z.string(), error: z.string().optional() });

/** GET /api/events/{id}/integrations/log. */
export const oscLogResponse = z.object({ entries: z.array(oscLogEntrySchema) });

/** POST /api/events/{id}/api-key: the new control key, shown once. */
export const apiKeyResponse = z.object({ apiKey: z.string() });
