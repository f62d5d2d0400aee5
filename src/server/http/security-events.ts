import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { recipientHash } from '#server/integrations/mail/mailer.ts';

/**
 * The security events the log records, one line each, under `security`. What a line may hold is
 * fixed by `SecurityFields`: who (a user id, or a hash of the address tried), from where (the client
 * address), and what (path, status, error code). Never a password, token, code, link or body.
 */
export type SecurityEvent =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'second_step_required'
  | 'two_factor_succeeded'
  | 'two_factor_failed'
  | 'rate_limited'
  | 'access_denied'
  | 'webhook_signature_invalid'
  | 'account_deleted';

type SecurityFields = { userId?: string; address?: string; status?: number; code?: string };

/** Failures and refusals are warnings: the lines an operator alerts on. */
const WARNINGS = new Set<SecurityEvent>([
  'sign_in_failed',
  'two_factor_failed',
  'rate_limited',
  'access_denied',
  'webhook_signature_invalid',
]);

export function logSecurityEvent<E extends AppEnv>(
  c: Context<E>,
  event: SecurityEvent,
  fields: SecurityFields = {},
) {
  const { logger, env } = c.var.deps;
  const line = {
    security: event,
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    clientIp: clientIp(c, env.trustProxy),
    ...(fields.userId ? { userId: fields.userId } : {}),
    ...(fields.address ? { addressHash: recipientHash(fields.address) } : {}),
    ...(fields.status ? { status: fields.status } : {}),
    ...(fields.code ? { code: fields.code } : {}),
  };
  if (WARNINGS.has(event)) logger.warn(line, `security: ${event}`);
  else logger.info(line, `security: ${event}`);
}
