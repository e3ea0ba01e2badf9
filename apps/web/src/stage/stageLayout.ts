/**
 * The stage layouts as the stage page reads them, without zod (docs/decisions/0035-stage-layouts-and-lobby.md):
 * a hand-written check of each layout in the stage view (one it cannot read is left out, never the
 * whole view), the layout the address asks for, and its logo fetched with the session's token.
 */
import { translate } from '@/i18n/crewI18n';
import { useEffect, useState } from 'react';
import {
  pickStageLayout,
  STAGE_ELEMENT_SIZES,
  STAGE_ELEMENTS,
  STAGE_FLIPS,
  STAGE_LOGO_PLACES,
  STANDARD_AUX_TIMER_LOOK,
  type StageLayout,
  type StageLayoutConfig,
} from '@showcaller/shared';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
const isHex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

function parseConfig(v: unknown): StageLayoutConfig | null {
  if (!isRec(v) || !isRec(v.elements)) return null;
  const elements: Partial<StageLayoutConfig['elements']> = {};
  for (const name of STAGE_ELEMENTS) {
    // A layout saved before the auxiliary timers (docs/decisions/0037-aux-timers.md) shows them, medium.
    const e = name === 'auxTimer' && v.elements[name] === undefined ? STANDARD_AUX_TIMER_LOOK : v.elements[name];
    if (!isRec(e) || typeof e.show !== 'boolean' || !oneOf(STAGE_ELEMENT_SIZES, e.size)) return null;
    elements[name] = { show: e.show, size: e.size };
  }
  const { background, text, flip, logoPlace, logoSize } = v;
  if (
    !isHex(background) ||
    !isHex(text) ||
    !oneOf(STAGE_FLIPS, flip) ||
    !oneOf(STAGE_LOGO_PLACES, logoPlace) ||
    !oneOf(STAGE_ELEMENT_SIZES, logoSize)
  )
    return null;
  const { timer, clock, currentCue, nextCue, message, progress, auxTimer } = elements;
  if (!timer || !clock || !currentCue || !nextCue || !message || !progress || !auxTimer) return null;
  const slot = v.auxTimerSlot ?? null;
  if (!(slot === null || slot === 1 || slot === 2 || slot === 3)) return null;
  return {
    elements: { timer, clock, currentCue, nextCue, message, progress, auxTimer },
    ...{ background, text, flip, logoPlace, logoSize, auxTimerSlot: slot },
  };
}

/** One layout of the stage view, or null when it is not one. */
export function parseStageLayout(v: unknown): StageLayout | null {
  if (!isRec(v)) return null;
  const { id, eventId, name, isDefault, logoUrl, updatedAt } = v;
  const config = parseConfig(v.config);
  if (typeof id !== 'number' || typeof eventId !== 'number' || typeof name !== 'string' || typeof isDefault !== 'boolean') return null;
  if (!config || typeof updatedAt !== 'string' || !(logoUrl === null || (typeof logoUrl === 'string' && logoUrl.startsWith('/api/'))))
    return null;
  return { id, eventId, name, isDefault, config, logoUrl, updatedAt };
}

/** The layouts of a stage view; unreadable ones are left out. */
export function parseStageLayouts(v: unknown): StageLayout[] {
  if (!Array.isArray(v)) return [];
  return v.map(parseStageLayout).filter((l): l is StageLayout => l !== null);
}

/** `?layout=` of this page's address, or null. */
export function layoutAsked(search: string): string | null {
  const v = new URLSearchParams(search).get('layout');
  return v === null || v.trim() === '' ? null : v;
}

/** The layout to draw and the note to show when the one asked for is not there. */
export function chooseLayout(layouts: readonly StageLayout[], asked: string | null): { layout: StageLayout | null; note: string | null } {
  const { layout, unknown } = pickStageLayout(layouts, asked);
  if (!unknown) return { layout, note: null };
  const note = layout
    ? translate('stage.layoutMissingDefault', { asked: asked ?? '', name: layout.name })
    : translate('stage.layoutMissing', { asked: asked ?? '' });
  return { layout, note };
}

/**
 * The logo as an object URL: fetched with the session's bearer token (an <img> could not send it),
 * kept until the layout's logo address changes, released after.
 */
export function useLogo(url: string | null, token: string | null): string | null {
  const [loaded, setLoaded] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    let made: string | null = null;
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    fetch(url, { headers, credentials: 'include', signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || abort.signal.aborted || !blob.type.startsWith('image/')) return;
        made = URL.createObjectURL(blob);
        setLoaded({ url, src: made });
      })
      .catch(() => undefined); // no logo is better than a broken screen
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, token]);
  // Only the image of the address asked for: a removed or replaced logo is not shown meanwhile.
  return loaded !== null && loaded.url === url ? loaded.src : null;
}
