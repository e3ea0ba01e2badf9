/**
 * The double-GO guard's words on the caller screen (README "Live show control"): the setting's
 * seconds as the server's milliseconds, and the refusal of a GO pressed inside it.
 */
import { GO_GUARD, GO_IGNORED } from '@showcaller/shared';
import { appFormatLocale, appT } from '@/i18n/appI18n';
import { numberText } from '@/i18n/formats';

/** The setting's field in seconds ("1.5") → ms for PATCH goGuardMs, or the sentence why not. */
export function goGuardMsFrom(seconds: string): { ms: number } | { error: string } {
  const v = Number(seconds.trim().replace(',', '.'));
  const ms = Math.round(v * 10) * 100;
  if (seconds.trim() === '' || !Number.isFinite(v) || Math.abs(v * 1000 - ms) > 1e-6 || ms < GO_GUARD.minMs || ms > GO_GUARD.maxMs)
    return {
      error: appT('show.goGuard.range', {
        min: numberText(GO_GUARD.minMs / 1000, appFormatLocale()),
        max: numberText(GO_GUARD.maxMs / 1000, appFormatLocale()),
      }),
    };
  return { ms };
}

/** ms → the field's text: 1000 → "1", 1500 → "1.5". */
export const goGuardSeconds = (ms: number) => String(ms / 1000);

/**
 * A refused GO's toast: the server's "GO ignored (double press): ..." becomes the title "GO ignored
 * (double press)" with its explanation below; any other refusal is shown as before (undefined).
 */
export function goRefusalNotice(serverText: string | undefined): { title: string; detail: string } | undefined {
  if (serverText === undefined || !serverText.startsWith(GO_IGNORED)) return undefined;
  const rest = serverText.slice(GO_IGNORED.length).replace(/^[:.]\s*/, '');
  return {
    title: appT('show.goGuard.ignored'),
    detail: rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : appT('show.goGuard.tooSoon'),
  };
}
