/**
 * Every error the API answers with, by code: its HTTP status, the message the server sends and, where
 * the product shows the error under a heading (a toast or a notice), that heading. The server throws
 * these codes and the client shows these words, so a message is written here once and nowhere else.
 */
interface ErrorDefinition {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;
  message: string;
  title?: string;
}

export const API_ERRORS = {
  // Requests that are malformed or not allowed.
  bad_request: { status: 400, message: 'The request could not be read.' },
  validation_failed: { status: 422, message: 'Some of the values sent are not valid.' },
  unauthorized: { status: 401, title: 'Authentication required', message: 'Please sign in to continue.' },
  forbidden: { status: 403, message: 'This area is for administrators.' },
  forbidden_origin: { status: 403, message: 'This request came from another site and was refused.' },
  not_found: { status: 404, message: 'Not found' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  rate_limited: {
    status: 429,
    title: 'Too many requests',
    message: 'You have sent this too often. Please wait a few minutes and try again.',
  },
  invalid_idempotency_key: {
    status: 400,
    message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
  },
  idempotency_key_reused: {
    status: 422,
    message:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  idempotency_key_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  internal_error: { status: 500, message: 'An unexpected error occurred' },
  service_unavailable: {
    status: 503,
    title: 'Service unavailable',
    message: 'Founder Flow is briefly unavailable. Please try again in a moment.',
  },

  // Catalogue.
  session_not_found: {
    status: 404,
    title: 'Session not found',
    message: 'The requested session could not be found.',
  },
  path_not_found: { status: 404, message: 'The requested coaching path could not be found.' },
  advisor_not_found: { status: 404, message: 'The requested advisor could not be found.' },

  // Listening.
  premium_required: {
    status: 403,
    title: 'Premium content',
    message: 'This session requires a subscription to access.',
  },
  play_not_started: {
    status: 409,
    title: 'Playback not started',
    message: 'Start playing this session before saving progress.',
  },
  no_audio: {
    status: 409,
    title: 'Audio not available',
    message: "This session doesn't have audio content yet.",
  },
  complete_session_first: {
    status: 403,
    title: 'Complete session first',
    message: 'You need to complete listening to this session before rating it',
  },
  invalid_media_signature: { status: 403, message: 'This media link has expired or is invalid.' },
  media_not_found: { status: 404, message: 'The requested media could not be found.' },

  // Accounts.
  profile_not_found: { status: 404, message: 'Profile not found' },
  device_not_found: { status: 404, message: 'That device is not signed in any more.' },
  reauth_required: { status: 403, message: 'Please confirm your password to continue.' },
  reauth_failed: { status: 403, message: 'That password is not correct.' },
  same_email: { status: 422, message: 'That is already your email address.' },

  // Billing.
  checkout_unavailable: {
    status: 502,
    title: 'Checkout error',
    message: 'Unable to create checkout session. Please try again.',
  },
  portal_unavailable: {
    status: 502,
    title: 'Portal error',
    message: 'Unable to open customer portal. Please try again.',
  },
  provider_unavailable: {
    status: 502,
    message: 'We could not reach the payment provider. Please try again in a moment.',
  },
  checkout_not_found: { status: 404, message: 'We could not find that checkout for your account.' },
  invalid_signature: { status: 400, message: 'The webhook signature is invalid or too old.' },
  provider_not_configured: { status: 404, message: 'Stripe is not the payment provider here.' },

  // Journal and the AI Owl.
  entry_not_found: { status: 404, message: 'That journal entry could not be found.' },
  entry_id_taken: { status: 409, message: 'That entry id is already in use. Save the entry again.' },
  unsupported_media: {
    status: 415,
    title: 'Recording not saved',
    message: 'This file is not a recording we can keep. Use WebM, Ogg, MP4 or MP3 audio.',
  },
  recording_too_long: {
    status: 422,
    title: 'Recording not saved',
    message: 'Recordings can be at most 10 minutes long.',
  },
  no_recording: { status: 409, message: 'This entry has no recording to transcribe.' },
  transcription_not_configured: {
    status: 409,
    message: 'Transcription is not set up on this server. Your recording is kept.',
  },
  ai_opted_out: {
    status: 409,
    title: 'Kept away from AI',
    message: 'You kept this entry away from AI, so the Owl cannot read it.',
  },
  ai_disabled: {
    status: 409,
    title: 'AI is off',
    message: 'You turned the AI Owl off in your journal settings.',
  },
  owl_limit_reached: {
    status: 429,
    title: 'Daily Owl limit reached',
    message: 'You have used today’s Owl replies on the free plan. Premium has no limit.',
  },
  ai_provider_failed: {
    status: 502,
    title: 'The Owl could not answer',
    message: 'The AI provider did not answer. Your entry is saved; please try again later.',
  },
  memory_full: { status: 409, message: 'Owl memory is full. Delete an item before adding another.' },

  // Admin console.
  account_banned: {
    status: 403,
    title: 'Account suspended',
    message: 'This account has been suspended. Please contact support if you think this is a mistake.',
  },
  user_not_found: { status: 404, message: 'No such user.' },
  last_admin: {
    status: 409,
    title: 'The last administrator',
    message: 'Founder Flow needs at least one administrator. Make someone else an admin first.',
  },
  cannot_ban_self: { status: 409, message: 'You cannot ban your own account.' },
  slug_taken: { status: 409, message: 'Another item of this kind already uses this address (slug).' },
  prompt_not_found: { status: 404, message: 'No such journal prompt.' },
  prompt_bank_too_small: {
    status: 409,
    title: 'Prompt not retired',
    message: 'The journal needs at least 28 prompts in use. Add a prompt before retiring this one.',
  },
  contact_message_not_found: { status: 404, message: 'No such message.' },
  mail_not_sent: {
    status: 502,
    title: 'Reply not sent',
    message: 'The mail server did not take the reply. Nothing was marked; please try again in a moment.',
  },
  unknown_sessions: { status: 422, message: 'Some of the sessions chosen do not exist.' },
  unknown_advisor: { status: 422, message: 'The advisor chosen does not exist.' },
  unknown_paths: { status: 422, message: 'Some of the paths chosen do not exist.' },
  unsupported_image: {
    status: 415,
    title: 'Picture not saved',
    message: 'This file is not a picture we can use. Choose a JPEG, PNG or WebP image.',
  },
  unsupported_session_media: {
    status: 415,
    title: 'File not uploaded',
    message: 'This file is not session media. Use audio (WebM, Ogg, MP3, M4A) or video (WebM, MP4).',
  },
  media_too_long: {
    status: 422,
    title: 'File not uploaded',
    message: 'Session media can be at most three hours long.',
  },
  media_type_mismatch: {
    status: 415,
    title: 'File not uploaded',
    message: 'A video session needs a video file (WebM or MP4); an audio session an audio file.',
  },
  unsupported_library_file: {
    status: 415,
    title: 'File not uploaded',
    message:
      'This file is not a template we can offer. Use an Excel workbook (.xlsx), a Word document (.docx) or a PDF.',
  },

  // Library and news.
  resource_not_found: { status: 404, message: 'The requested resource could not be found.' },
  no_download: { status: 409, message: 'This resource has no file to download.' },
  post_not_found: { status: 404, message: 'The requested news post could not be found.' },

  // Pitch decks.
  deck_not_found: { status: 404, title: 'Deck not found', message: 'That pitch deck could not be found.' },
  deck_conflict: {
    status: 409,
    title: 'Deck changed elsewhere',
    message: 'This deck was saved in another tab or device. Reload it to see the latest version.',
  },
  deck_not_exportable: {
    status: 422,
    title: 'Deck cannot be exported as it is',
    message: 'Some of this deck cannot be drawn in the exported file. Fix the slides named and try again.',
  },
  deck_version_not_found: { status: 404, message: 'That earlier version of the deck could not be found.' },
  shared_deck_not_found: {
    status: 404,
    title: 'Link not available',
    message: 'This deck link has expired or was turned off by its owner.',
  },
  shared_deck_locked: {
    status: 401,
    title: 'Password needed',
    message: 'This deck is password protected. Enter the password to view it.',
  },
  share_password_wrong: { status: 401, message: 'That password is not right.' },

  // Outside the API proper.
  mail_not_found: { status: 404, message: 'No such mail in the outbox.' },
} as const satisfies Record<string, ErrorDefinition>;

export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * Why a visitor must sign in, in the words of the action they tried (shown under 'Authentication
 * required').
 */
export const SIGN_IN_REASONS = {
  rate: 'Please sign in to rate sessions',
  subscribe: 'Please sign in to subscribe',
  savePath: 'Sign in to save coaching paths.',
  filterMine: 'Sign in to filter by your progress and favourites.',
  bookmark: 'Sign in to bookmark resources.',
  download: 'Sign in to download templates.',
} as const;

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}

/** Heading and text for showing an API error: the catalogue's words when the code is known. */
export function describeApiError(code: string, fallbackMessage: string): { title?: string; message: string } {
  if (!isApiErrorCode(code)) return { message: fallbackMessage };
  const known: ErrorDefinition = API_ERRORS[code];
  return { title: known.title, message: known.message };
}
