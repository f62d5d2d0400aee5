/** Business constants, shared by server and client. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const COMPLETION_THRESHOLD = 0.8;
export const PROGRESS_SAVE_INTERVAL_MS = 10_000;
export const REWIND_SECONDS = 10;
/** The player's skip ahead: a seek, so it never counts as heard. */
export const SKIP_FORWARD_SECONDS = 30;
export const PLAYBACK_SPEEDS = [0.85, 1, 1.25] as const;
export const VOLUME_STEP = 0.1;
export const DESCRIPTION_COLLAPSE_CHARS = 120;
export const FEATURED_LIMIT = 4;
export const MOBILE_BREAKPOINT_PX = 768;
export const AUTH_TOAST_MS = 6000;
export const LANDING_STATS = { sessions: 3000, advisors: 25, rating: 4.9 } as const;
