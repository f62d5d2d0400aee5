import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERRORS, type ApiErrorCode } from '#shared/errors.ts';

export type FieldIssue = { field: string; message: string };

/**
 * A failure the caller should hear about, named by its code in the shared catalogue (which gives the
 * status and the words). Services throw it; the HTTP layer turns it into the error contract. A message
 * of its own is for the case that says more than the catalogue can (which field, which action).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: ContentfulStatusCode;
  readonly issues?: FieldIssue[];

  constructor(
    readonly code: ApiErrorCode,
    options: { message?: string; issues?: FieldIssue[] } = {},
  ) {
    super(options.message ?? API_ERRORS[code].message);
    this.status = API_ERRORS[code].status;
    this.issues = options.issues;
  }
}

/**
 * The first row a Drizzle read or `returning()` gave, or the catalogue's error when it gave none: by
 * default `internal_error`, for a write or a read that cannot come back empty unless something broke.
 */
export function firstRowOr<T>(rows: readonly T[], code: ApiErrorCode = 'internal_error'): T {
  const row = rows[0];
  if (row === undefined) throw new AppError(code);
  return row;
}
