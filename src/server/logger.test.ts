import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('the logger', () => {
  it('keeps the SQL of a failed query but never the values it was sent', () => {
    let written = '';
    const logger = createLogger(
      'error',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          written += chunk.toString();
          done();
        },
      }),
    );
    const cause = Object.assign(new Error('value too long'), { detail: 'x' });
    const error = new DrizzleQueryError(
      'insert into "journal_entries" ("text") values ($1)',
      ['My cofounder and I are splitting up', 'user-1'],
      cause,
    );
    logger.error({ err: error }, 'unhandled error');
    expect(written).toContain('insert into \\"journal_entries\\"');
    expect(written).toContain('params: [redacted]');
    expect(written).not.toContain('cofounder');
    expect(written).toContain('value too long');
  });
});
