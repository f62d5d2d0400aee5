import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

/** DESIGN §4.4: every non-2xx JSON body is `{ error: { code, message, issues? } }`. */
export type FieldIssue = { field: string; message: string };
export type ErrorBody = { error: { code: string; message: string; issues?: FieldIssue[] } };

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message: string) => new AppError(404, code, message);

export function errorBody(code: string, message: string, issues?: FieldIssue[]): ErrorBody {
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
