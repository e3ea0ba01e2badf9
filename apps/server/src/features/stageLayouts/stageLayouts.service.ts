/**
 * Stage display layouts (docs/decisions/0035-stage-layouts-and-lobby.md): the owner and the
 * co-callers name looks of the stage display; the stage screens read them with the stage view and
 * pick one by their address. Every change is one `refetch: stage` notice, so open stage screens
 * change look at once. Another account's layout answers exactly like a missing one (ADR 0003).
 */
import { english } from '../../lib/i18n.js';
import { createHash } from 'node:crypto';
import {
  MAX_STAGE_LAYOUTS,
  STAGE_LOGO_MAX_BYTES,
  stageLayoutConfigSchema,
  STANDARD_STAGE_LAYOUT,
  type StageLayout,
  type StageLayoutConfig,
  type StageLogoInput,
  type StageLogoType,
} from '@showcaller/shared';
import type { Clock } from '../../lib/clock.js';
import { isoNow } from '../../lib/clock.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Actor } from '../auth/actor.js';
import type { Permissions } from '../access/permissions.js';
import { objectAccess, signedIn, type RefetchNotifier } from '../rundown/access.js';
import type { StageLayoutRow, StageLayoutsRepo } from './stageLayouts.repo.js';

export const LAYOUT_NOT_FOUND = english('errors.stageLayouts.layoutNotFound');

/** The first bytes of each allowed image type: the declared type must match the file itself. */
function bytesAre(kind: StageLogoType, b: Buffer): boolean {
  switch (kind) {
    case 'image/png':
      return b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
    case 'image/webp':
      return b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      kind satisfies never;
      return false;
  }
}

/** A stored config read back; one the schema no longer accepts shows as the standard look rather than failing the stage view. */
function configOf(raw: string): StageLayoutConfig {
  try {
    const parsed = stageLayoutConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : STANDARD_STAGE_LAYOUT;
  } catch {
    return STANDARD_STAGE_LAYOUT;
  }
}

export function presentLayout(row: StageLayoutRow): StageLayout {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    isDefault: row.is_default === 1,
    config: configOf(row.config),
    logoUrl: row.logo_hash === null ? null : `/api/stage-layouts/${row.id}/logo?v=${row.logo_hash.slice(0, 16)}`,
    updatedAt: row.updated_at,
  };
}

export function stageLayoutsService(d: {
  repo: StageLayoutsRepo;
  perms: Permissions;
  notifier: Pick<RefetchNotifier, 'notify'>;
  clock: Clock;
}) {
  const now = () => isoNow(d.clock);

  /** The layout and its event, if the actor may do `need` with it; otherwise the one 404 sentence. */
  async function layoutFor(actor: Actor, id: number, need: 'display' | 'edit'): Promise<StageLayoutRow> {
    signedIn(actor);
    const row = await d.repo.find(id);
    if (!row) throw notFound('errors.stageLayouts.layoutNotFound');
    await objectAccess(d.perms, actor, row.event_id, need, 'errors.stageLayouts.layoutNotFound');
    return row;
  }

  async function saved(id: number): Promise<StageLayout> {
    const row = await d.repo.find(id);
    if (!row) throw notFound('errors.stageLayouts.layoutNotFound');
    return presentLayout(row);
  }

  return {
    /** The event's layouts, for the stage view and the editor. */
    async listOf(eventId: number): Promise<StageLayout[]> {
      return (await d.repo.list(eventId)).map(presentLayout);
    },

    async list(actor: Actor, eventId: number): Promise<StageLayout[]> {
      await objectAccess(d.perms, actor, eventId, 'edit');
      return (await d.repo.list(eventId)).map(presentLayout);
    },

    async create(
      actor: Actor,
      eventId: number,
      input: { name: string; config: StageLayoutConfig; isDefault: boolean },
    ): Promise<StageLayout> {
      await objectAccess(d.perms, actor, eventId, 'edit');
      if ((await d.repo.count(eventId)) >= MAX_STAGE_LAYOUTS) throw badRequest('errors.stageLayouts.tooMany', { max: MAX_STAGE_LAYOUTS });
      const nameKey = input.name.toLowerCase();
      if (await d.repo.nameTaken(eventId, nameKey, null)) throw conflict('errors.stageLayouts.nameTaken');
      const id = await d.repo
        .save({ id: null, eventId, name: input.name, nameKey, isDefault: input.isDefault, config: JSON.stringify(input.config) }, now())
        .catch(async (err: unknown) => {
          // Two saves of one name at once: the unique key refuses the second.
          if (await d.repo.nameTaken(eventId, nameKey, null)) throw conflict('errors.stageLayouts.nameTaken');
          throw err;
        });
      await d.notifier.notify(eventId, 'stage');
      return saved(id);
    },

    async update(actor: Actor, id: number, input: { name: string; config: StageLayoutConfig; isDefault: boolean }): Promise<StageLayout> {
      const row = await layoutFor(actor, id, 'edit');
      const nameKey = input.name.toLowerCase();
      if (await d.repo.nameTaken(row.event_id, nameKey, id)) throw conflict('errors.stageLayouts.nameTaken');
      await d.repo.save(
        { id, eventId: row.event_id, name: input.name, nameKey, isDefault: input.isDefault, config: JSON.stringify(input.config) },
        now(),
      );
      await d.notifier.notify(row.event_id, 'stage');
      return saved(id);
    },

    async remove(actor: Actor, id: number): Promise<{ ok: true }> {
      const row = await layoutFor(actor, id, 'edit');
      await d.repo.remove(id);
      await d.notifier.notify(row.event_id, 'stage');
      return { ok: true };
    },

    /** A logo: a PNG, JPEG or WebP whose bytes match its type, at most STAGE_LOGO_MAX_BYTES. */
    async setLogo(actor: Actor, id: number, input: StageLogoInput): Promise<StageLayout> {
      const row = await layoutFor(actor, id, 'edit');
      const bytes = Buffer.from(input.data, 'base64');
      if (bytes.length > STAGE_LOGO_MAX_BYTES) throw badRequest('errors.stageLayouts.logoTooBig', { kb: STAGE_LOGO_MAX_BYTES / 1024 });
      if (!bytesAre(input.contentType, bytes)) throw badRequest('errors.stageLayouts.typeMismatch');
      const hash = createHash('sha256').update(bytes).digest('hex');
      await d.repo.setLogo(id, { type: input.contentType, hash, data: bytes.toString('base64') }, now());
      await d.notifier.notify(row.event_id, 'stage');
      return saved(id);
    },

    async clearLogo(actor: Actor, id: number): Promise<StageLayout> {
      const row = await layoutFor(actor, id, 'edit');
      await d.repo.setLogo(id, null, now());
      await d.notifier.notify(row.event_id, 'stage');
      return saved(id);
    },

    /** The logo's bytes for anyone who may see the event's stage display (the stage code included). */
    async logo(actor: Actor, id: number): Promise<{ type: StageLogoType; bytes: Buffer }> {
      await layoutFor(actor, id, 'display');
      const logo = await d.repo.logo(id);
      const type = logo?.logo_type;
      if (!logo || logo.logo_data === null || (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp'))
        throw notFound('errors.stageLayouts.noLogo');
      return { type, bytes: Buffer.from(logo.logo_data, 'base64') };
    },
  };
}
export type StageLayoutsService = ReturnType<typeof stageLayoutsService>;
