/**
 * A team role's name and what it may do (docs/decisions/0031-team-members-and-roles.md), in the
 * app's language. The shared MEMBER_ROLE_TEXT keeps the English for the server's mails.
 */
import type { AppMessageKey, MemberRole } from '@showcaller/shared';
import { appT } from '@/i18n/appI18n';

const ROLE_KEYS: Record<MemberRole, { label: AppMessageKey; does: AppMessageKey }> = {
  producer: { label: 'general.role.producer', does: 'general.role.producer.does' },
  caller: { label: 'general.role.caller', does: 'general.role.caller.does' },
  editor: { label: 'general.role.editor', does: 'general.role.editor.does' },
  lead: { label: 'general.role.lead', does: 'general.role.lead.does' },
  viewer: { label: 'general.role.viewer', does: 'general.role.viewer.does' },
};

export function roleText(role: MemberRole): { label: string; does: string } {
  const keys = ROLE_KEYS[role];
  return { label: appT(keys.label), does: appT(keys.does) };
}
