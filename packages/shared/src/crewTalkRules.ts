/**
 * Limits and presets of crew messages and problem flags (docs/decisions/0017-stage-display-and-crew-talk.md), apart from their zod schemas
 * so the crew page can import them without zod (its bundle has a gzip budget).
 */
export const CREW_MESSAGE_MAX = 200;
export const PROBLEM_REASON_MAX = 60;
/** One tap on the phone; any short reason of the crew's own is fine too. */
export const PROBLEM_PRESETS = ['Not ready', 'Need time', 'Safety'] as const;
/** An event's one-click messages until its caller saves others. */
export const DEFAULT_SAVED_MESSAGES = ['Wrap up', 'Speak up', '5 minutes'] as const;
export const SAVED_MESSAGE_MAX = 60;
export const SAVED_MESSAGES_MAX = 12;
