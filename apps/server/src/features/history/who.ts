/**
 * "Who" of every recorded change (docs/decisions/0032-history-versions-presence.md): the one place
 * an Actor becomes a kind, an id and the label people read. The label is stored with the change,
 * so a renamed department or a deleted account still reads as it was then.
 */
import type { Who } from '@showcaller/shared';
import type { Actor } from '../auth/actor.js';

export interface WhoLookups {
  userName(userId: number): Promise<string | undefined>;
  departmentName(departmentId: number): Promise<string | undefined>;
  /** A share link's name (docs/decisions/0036-share-links.md); revoked links keep theirs. */
  linkLabel(linkId: number): Promise<string | undefined>;
}

export async function whoOf(actor: Actor, look: WhoLookups): Promise<Who> {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', id: actor.userId, label: (await look.userName(actor.userId)) ?? `Account ${actor.userId}` };
    case 'caller':
      return { kind: 'caller', id: null, label: 'Caller code' };
    case 'department': {
      const name = await look.departmentName(actor.departmentId);
      return { kind: 'department', id: actor.departmentId, label: `${name ?? 'Department'} code` };
    }
    case 'stage':
      return { kind: 'stage', id: null, label: 'Stage code' };
    case 'link':
      return { kind: 'link', id: actor.linkId, label: `link: ${(await look.linkLabel(actor.linkId)) ?? 'Share link'}` };
    case 'anonymous':
      return { kind: 'server', id: null, label: 'Nobody signed in' };
    default:
      actor satisfies never;
      throw new Error('unknown actor');
  }
}

/**
 * The as-run log's actor text (cueStatus.service.ts actorLabel, and osc/companion/api/server) as a
 * Who, so show-control rows read in the history like every other change without being copied.
 */
export async function whoOfLogActor(text: string, look: WhoLookups): Promise<Who> {
  const [kind, rawId] = text.split(':');
  const id = Number(rawId);
  if (kind === 'user' && Number.isInteger(id)) return { kind: 'user', id, label: (await look.userName(id)) ?? `Account ${id}` };
  if (kind === 'department' && Number.isInteger(id))
    return { kind: 'department', id, label: `${(await look.departmentName(id)) ?? 'Department'} code` };
  if (kind === 'link' && Number.isInteger(id)) return { kind: 'link', id, label: `link: ${(await look.linkLabel(id)) ?? 'Share link'}` };
  switch (text) {
    case 'caller-code':
      return { kind: 'caller', id: null, label: 'Caller code' };
    case 'stage-code':
      return { kind: 'stage', id: null, label: 'Stage code' };
    case 'osc':
      return { kind: 'equipment', id: null, label: 'OSC' };
    case 'companion':
      return { kind: 'equipment', id: null, label: 'Companion' };
    case 'api':
      return { kind: 'equipment', id: null, label: 'Control API' };
    default:
      return { kind: 'server', id: null, label: 'Server' };
  }
}
