import pino from 'pino';

export type Logger = pino.Logger;

/** Where a failed query's message starts listing the values it was sent (Drizzle's DrizzleQueryError). */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/**
 * Errors as pino writes them, minus the values of a failed query: Drizzle puts every parameter in
 * the message (and so the stack), and those are what users wrote — journal text, names, searches.
 * The SQL stays, so the failing statement can still be found.
 */
export function errorWithoutQueryValues(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  const scrub = (value: unknown) =>
    typeof value === 'string' ? value.replace(QUERY_VALUES, '\nparams: [redacted]') : value;
  const { params: _params, cause, ...rest } = serialized;
  const scrubbed: Record<string, unknown> = {
    ...rest,
    message: scrub(rest.message),
    stack: scrub(rest.stack),
  };
  if (cause !== undefined) scrubbed.cause = errorWithoutQueryValues(cause);
  return scrubbed;
}

/**
 * Structured logs. Authorization headers, cookies and passwords are redacted wherever they appear,
 * and request lines carry the path without its query string (signed media URLs carry signatures).
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { err: errorWithoutQueryValues },
    redact: {
      paths: [
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.token',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  };
  // A destination of its own is for tests that read what was logged; otherwise stdout.
  return destination ? pino(options, destination) : pino(options);
}
