/** Settings from the environment (docs/decisions/0016-one-process-settings-from-environment.md), validated once at start. */
import { z } from 'zod';
import { outboundSettings } from './features/integrations/outbound.js';

const outboundEntries = (v: string) => (v === '' ? [] : v.split(',').map((x) => x.trim()));

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url('must be a URL such as https://show.example.com')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('ShowCaller <no-reply@showcaller.local>'),
  ADMIN_EMAIL: z
    .email('must be an e-mail address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(10),
  RATE_LIMIT_CODE_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(20),
  RATE_LIMIT_IMPORT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  /** Team invitation mails (new and resent) one account may send per hour (docs/decisions/0031-team-members-and-roles.md). */
  RATE_LIMIT_INVITES_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
  OSC_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OSC_HOST: z.string().min(1).default('0.0.0.0'),
  /** QLab answers UDP messages on port 53001 of the sender; 0 picks a free port, off disables (docs/decisions/0025-show-control-devices.md). */
  QLAB_REPLY_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).default(53001),
  OUTBOUND_ALLOW: z
    .string()
    .trim()
    .default('')
    .superRefine((v, ctx) => {
      try {
        outboundSettings(outboundEntries(v));
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: `${err instanceof Error ? err.message : 'invalid'}; write none, or private, public and IP addresses or CIDRs separated by commas, such as private,public,127.0.0.1`,
        });
      }
    }),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/.test(v), {
      message: 'must be true, false, a number of proxy hops, or proxy addresses/CIDRs separated by commas',
    }),
});

export type RawConfig = z.infer<typeof configSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  requireEmailVerification: boolean;
  logLevel: RawConfig['LOG_LEVEL'];
  webDist: string | undefined;
  /** Per client and minute: auth routes, code look-ups, and each .xlsx import route (per account). */
  rateLimits: { authPerMinute: number; codePerMinute: number; importPerMinute: number; invitesPerHour: number };
  /** OSC in (show control): off unless OSC_PORT is set (docs/decisions/0011-show-control.md). */
  osc: { port: number | undefined; host: string; qlabReplyPort: number | null };
  /** Where webhooks and OSC targets may send (features/integrations/outbound.ts); [] is private,public. */
  outboundAllow: string[];
  /** Fastify's trustProxy: whom to believe about X-Forwarded-For (client address for rate limits). */
  trustProxy: TrustProxy;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * '' or 'false' (the default): no proxy, X-Forwarded-For ignored, so a client cannot pick its own
 * address. 'true' believes any sender and exists only for a deployment whose app port is reachable
 * through the proxy alone (a private container network); '2': that many hops; else addresses/CIDRs.
 */
function trustProxy(v: string): TrustProxy {
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

export class ConfigError extends Error {}

/** Parses an environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ''),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    adminEmail: c.ADMIN_EMAIL?.toLowerCase(),
    requireEmailVerification: c.REQUIRE_EMAIL_VERIFICATION,
    logLevel: c.LOG_LEVEL,
    webDist: c.WEB_DIST,
    rateLimits: {
      authPerMinute: c.RATE_LIMIT_AUTH_PER_MINUTE,
      codePerMinute: c.RATE_LIMIT_CODE_PER_MINUTE,
      importPerMinute: c.RATE_LIMIT_IMPORT_PER_MINUTE,
      invitesPerHour: c.RATE_LIMIT_INVITES_PER_HOUR,
    },
    trustProxy: trustProxy(c.TRUST_PROXY),
    osc: { port: c.OSC_PORT, host: c.OSC_HOST, qlabReplyPort: c.QLAB_REPLY_PORT === 'off' ? null : c.QLAB_REPLY_PORT },
    outboundAllow: outboundEntries(c.OUTBOUND_ALLOW),
  };
}
