import type { Context } from 'hono';
import type { z } from 'zod';
import type { FieldIssue } from '#server/errors.ts';
import { API_ERRORS, type ApiErrorCode } from '#shared/errors.ts';

/** Every non-2xx JSON body is `{ error: { code, message, issues? } }`. */
export type ErrorBody = { error: { code: string; message: string; issues?: FieldIssue[] } };

export function errorBody(
  code: ApiErrorCode,
  message: string = API_ERRORS[code].message,
  issues?: FieldIssue[],
): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

export function zodIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: issue.message,
  }));
}

/** 422 naming each bad field, used by every validator in the app. */
export function validationErrorResponse(c: Context, error: z.ZodError) {
  const issues = zodIssues(error);
  const fields = [...new Set(issues.map((i) => i.field))].join(', ');
  return c.json(errorBody('validation_failed', `Invalid value for: ${fields}`, issues), 422);
}
