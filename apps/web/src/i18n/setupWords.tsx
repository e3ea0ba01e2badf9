/**
 * The setup area's sentences with pieces of markup inside (a port number in <code>, a link): the
 * whole sentence is one message, so a language can reorder it, and each `{name}` given as a React
 * node is drawn in its place.
 */
import { Fragment, type ReactNode } from 'react';
import type { AppMessageKey } from '@showcaller/shared';
import type { AppTranslate } from './appI18n';

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
