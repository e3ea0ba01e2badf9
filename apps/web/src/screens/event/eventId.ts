/** The `:id` route parameter as a positive integer, or null when missing or malformed. */
export function parseEventId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** English only: the pages of other areas still import it; `t('rundown.event.missingId')` is the translated one. */
export const MISSING_EVENT_ID_TEXT = 'No event ID found. Please return to the dashboard and try again.';
