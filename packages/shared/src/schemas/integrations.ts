/** Show control (docs/decisions/0011-show-control.md): OSC targets, per-cue OSC triggers, webhooks and the confirmations. */
import { z } from 'zod';
import { positiveId } from './common.js';

export const OSC_PRESETS = ['qlab', 'eos', 'generic'] as const;
export const oscPreset = z.enum(OSC_PRESETS);
export type OscPreset = z.infer<typeof oscPreset>;
export const OSC_TRANSPORTS = ['udp', 'tcp'] as const;
export const oscTransport = z.enum(OSC_TRANSPORTS);
export type OscTransport = z.infer<typeof oscTransport>;
/** How OSC packets are framed over TCP: OSC 1.1 SLIP, or OSC 1.0's 4-byte packet-length header (Eos's default). */
export const OSC_TCP_FRAMINGS = ['slip', 'length'] as const;
export const oscTcpFraming = z.enum(OSC_TCP_FRAMINGS);
export type OscTcpFraming = z.infer<typeof oscTcpFraming>;
/** QLab's workspace id or a device cue number: text without slashes, spaces or OSC pattern characters. */
const oscWord = (what: string) =>
  z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, `${what} is letters, digits, dots, dashes or underscores, such as 12.5 or A1`);
/** A device's own number for a cue (QLab and Eos numbers are text such as `12.5` or `A1`). */
export const deviceCueNumber = oscWord('A device cue number');

/** A host name or an IPv4/IPv6 literal; no scheme, path or spaces. */
export const oscHost = z
  .string()
  .trim()
  .min(1, 'Enter the host name or IP address of the device')
  .max(253)
  .regex(/^[A-Za-z0-9.:_-]+$/, 'A host is a name or an IP address, such as 192.168.1.20');

export const oscTargetInput = z.object({
  name: z.string().trim().min(1, 'Name the target').max(80),
  host: oscHost,
  port: z.number().int().min(1).max(65535),
  transport: oscTransport.default('udp'),
  preset: oscPreset,
  /** QLab's workspace passcode, sent with /connect when a connection opens (and after 30 s of UDP silence). */
  passcode: z.string().max(40).nullish(),
  /** QLab: the workspace to address (`/workspace/{id}/cue/...`); empty: the front workspace. */
  workspaceId: z.union([oscWord('A workspace id'), z.literal('')]).nullish(),
  /** TCP only: OSC 1.1 SLIP (QLab) or OSC 1.0 packet length (Eos's default). */
  tcpFraming: oscTcpFraming.default('slip'),
  /** Eos's cue list number. */
  cueList: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'A cue list is a number')
    .default('1'),
});
export type OscTargetInput = z.input<typeof oscTargetInput>;
/**
 * A change of some fields. No defaults here: zod 4's .partial() keeps a field's default, so a PATCH
 * of the name alone would have reset the transport and the cue list to theirs.
 */
export const oscTargetPatch = oscTargetInput.partial().extend({
  transport: oscTransport.optional(),
  tcpFraming: oscTcpFraming.optional(),
  cueList: oscTargetInput.shape.cueList.unwrap().optional(),
});

export const oscTargetSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  name: z.string(),
  host: z.string(),
  port: z.number().int(),
  transport: oscTransport,
  preset: oscPreset,
  hasPasscode: z.boolean(),
  cueList: z.string(),
  workspaceId: z.string().nullable(),
  tcpFraming: oscTcpFraming,
  createdAt: z.string(),
});
export type OscTarget = z.infer<typeof oscTargetSchema>;

/**
 * C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F): never in an OSC address or string
 * argument, so a trigger cannot write lines (CR/LF) into whatever listens at a TCP target (docs/security.md "Trust, round 3" 20.4).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const OSC_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const oscText = z
  .string()
  .max(200)
  .refine((v) => !OSC_CONTROL_CHARACTERS.test(v), 'OSC text cannot contain control characters such as line breaks or tabs');

export const oscArg = z.discriminatedUnion('type', [
  z.object({ type: z.literal('i'), value: z.union([z.number().int(), oscText]) }),
  z.object({ type: z.literal('f'), value: z.union([z.number().finite(), oscText]) }),
  z.object({ type: z.literal('s'), value: oscText }),
]);
export type OscArg = z.infer<typeof oscArg>;

export const TRIGGER_STATUSES = ['standby', 'go', 'hold'] as const;
export const oscAddress = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[^\s#,]*$/, 'An OSC address starts with / and has no spaces, # or commas')
  .refine((v) => !OSC_CONTROL_CHARACTERS.test(v), 'An OSC address cannot contain control characters');
export const cueTriggerSchema = z.object({
  on: z.enum(TRIGGER_STATUSES),
  address: oscAddress,
  args: z.array(oscArg).max(8).default([]),
});
export type CueTrigger = z.infer<typeof cueTriggerSchema>;
export const cueTriggersBody = z.object({ triggers: z.array(cueTriggerSchema).max(20) });

export const WEBHOOK_EVENTS = ['cue.status', 'cue.overtime', 'crew.ack', 'rundown.changed'] as const;
export const webhookEventKind = z.enum(WEBHOOK_EVENTS);
export type WebhookEventKind = z.infer<typeof webhookEventKind>;

/**
 * The JSON body of every webhook delivery (also what a receiver can validate with): the delivery
 * id (also in X-ShowCaller-Delivery), its kind, the event, when it was made, and the kind's data.
 */
export const webhookEnvelopeSchema = z.object({
  id: z.string(),
  type: webhookEventKind,
  eventId: z.number().int(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

export const webhookInput = z.object({
  url: z.url({ protocol: /^https?$/, error: 'The address must start with http:// or https://' }).max(500),
  events: z.array(webhookEventKind).min(1, 'Choose at least one kind of event').max(WEBHOOK_EVENTS.length),
});
export const webhookSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /**
   * The address as shown, never in full once saved (docs/security.md "Trust, round 3" 20.7): scheme, host and path for the
   * owner (no user:password, no query string), scheme and host only for co-callers.
   */
  url: z.string(),
  events: z.array(webhookEventKind),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
/** Only the answer to creating a webhook carries its secret (it is shown once); its url is the owner's view. */
export const webhookCreated = webhookSchema.extend({ secret: z.string() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  deliveryId: z.string(),
  kind: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const oscLogEntrySchema = z.object({
  at: z.number(),
  direction: z.enum(['in', 'out']),
  peer: z.string(),
  address: z.string(),
  args: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  note: z.string().optional(),
});
export type OscLogEntry = z.infer<typeof oscLogEntrySchema>;

export const CONFIRMATION_STATES = ['pending', 'confirmed', 'no-answer', 'error'] as const;
export const confirmationSchema = z.object({
  targetId: z.number().int(),
  name: z.string(),
  state: z.enum(CONFIRMATION_STATES),
  delayMs: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;
export const confirmationsSchema = z.object({
  cueId: z.number().int().nullable(),
  goAt: z.number().nullable(),
  targets: z.array(confirmationSchema),
});
export type Confirmations = z.infer<typeof confirmationsSchema>;

export const integrationsOverview = z.object({
  /** Where OSC commands are received, or null when OSC_PORT is unset. */
  oscIn: z.object({ host: z.string(), port: z.number().int() }).nullable(),
  /** Messages dropped by the OSC input since the server started (bad address, wrong key, malformed). */
  oscInDropped: z.number().int(),
  hasControlKey: z.boolean(),
  canEdit: z.boolean(),
  /** Where QLab's UDP replies are heard (QLab answers to port 53001 of the sender), or null when off. */
  qlabReplyPort: z.number().int().nullable().optional(),
});
export type IntegrationsOverview = z.infer<typeof integrationsOverview>;

export const gotoBody = z.object({ number: positiveId });

/** Send test: whether the device answered, and the round trip. */
export const targetTestResultSchema = z.object({
  /** The message left this server. */
  ok: z.boolean(),
  /** The device answered (QLab's /reply/version, Eos's /eos/out/ping) within the wait. */
  answered: z.boolean(),
  roundTripMs: z.number().int().nullable(),
  peer: z.string(),
  /** What went wrong or what to check (set whenever answered is false). */
  error: z.string().optional(),
});
export type TargetTestResult = z.infer<typeof targetTestResultSchema>;

/** A cue's number on the show-control devices: null for the rundown number. */
export const cueDeviceCueSchema = z.object({ deviceCue: z.union([deviceCueNumber, z.literal('')]).nullable() });
export type CueDeviceCue = z.infer<typeof cueDeviceCueSchema>;
