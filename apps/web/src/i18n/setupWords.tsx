/**
 * The setup area's sentences with pieces of markup inside (a port number in <code>, a link): the
 * whole sentence is one message, so a language can reorder it, and each `{name}` given as a React
 * node is drawn in its place.
 */
import { Fragment, type ReactNode } from 'react';
import type { AppMessageKey, MemberRole, ShareLinkKind } from '@showcaller/shared';
import { appT, type AppTranslate } from './appI18n';

const MARK = '\u2063';

/** `t(key, …)` where `nodes`' placeholders become React nodes in the sentence. */
export function richT(
  t: AppTranslate,
  key: AppMessageKey,
  nodes: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode[] {
  const marked: Record<string, string | number> = { ...values };
  for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
  const parts = t(key, marked).split(MARK);
  // Odd parts are placeholders' names (the text between two marks).
  return parts.map((part, i) => <Fragment key={i}>{i % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>);
}

/** A team role's name and what it may do, in the app's language (MEMBER_ROLE_TEXT is the English). */
export function roleText(role: MemberRole): { label: string; does: string } {
  switch (role) {
    case 'producer':
      return { label: appT('setup.role.producer'), does: appT('setup.role.producer.does') };
    case 'caller':
      return { label: appT('setup.role.caller'), does: appT('setup.role.caller.does') };
    case 'editor':
      return { label: appT('setup.role.editor'), does: appT('setup.role.editor.does') };
    case 'lead':
      return { label: appT('setup.role.lead'), does: appT('setup.role.lead.does') };
    case 'viewer':
      return { label: appT('setup.role.viewer'), does: appT('setup.role.viewer.does') };
    default:
      role satisfies never;
      return { label: '', does: '' };
  }
}

/** A share link's kind and what it may do, in the app's language (SHARE_LINK_KIND_TEXT is the English). */
export function shareKindText(kind: ShareLinkKind): { label: string; does: string } {
  switch (kind) {
    case 'viewer':
      return { label: appT('setup.share.kind.viewer'), does: appT('setup.share.kind.viewer.does') };
    case 'department':
      return { label: appT('setup.share.kind.department'), does: appT('setup.share.kind.department.does') };
    default:
      kind satisfies never;
      return { label: '', does: '' };
  }
}
