/**
 * The event's call colours on this page (docs/decisions/0022-wrap-up-colours-and-cue-lights.md):
 * `<html data-cue-colors="cue-light">` switches the status colour variables (liveRows.css on the
 * caller's screen, crew.css's flash on a phone); the spec's colours need no attribute. Leaving the
 * page takes the attribute away. No zod, no query client: the crew bundle uses it too.
 */
import { useEffect } from 'react';
import type { CueColorScheme } from '@showcaller/shared';

export function useCueColorsAttribute(scheme: CueColorScheme | null | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    if (scheme === 'cue-light') root.dataset.cueColors = scheme;
    else delete root.dataset.cueColors;
    return () => {
      delete root.dataset.cueColors;
    };
  }, [scheme]);
}
