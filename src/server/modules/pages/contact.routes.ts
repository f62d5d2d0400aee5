import { defineRoute } from '#server/http/define-route.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { errorBody } from '#server/http/errors.ts';
import { ErrorSchema, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { logSecurityEvent } from '#server/http/security-events.ts';
import { API_ERRORS } from '#shared/errors.ts';
import { contactMessageSchema, contactReceivedSchema } from '#shared/schemas/contact.ts';
import { consumeContactAllowance } from './contact-rate-limit.ts';
import { receiveContactMessage } from './contact.service.ts';

const route = defineRoute('public', {
  method: 'post',
  path: '/contact',
  tags: ['Pages'],
  summary:
    'Send a message to the team: stored, mailed to support, confirmed to the sender (3 per client per 10 minutes)',
  request: {
    body: { content: { 'application/json': { schema: contactMessageSchema } }, required: true },
  },
  responses: {
    202: jsonResponse(contactReceivedSchema, 'Accepted; a confirmation mail is on its way'),
    429: jsonResponse(ErrorSchema, 'Too many messages from this client; `Retry-After` says for how long'),
  },
});

export function contactRoutes() {
  return createRouter().openapi(route, async (c) => {
    const { deps } = c.var;
    const message = c.req.valid('json');
    const allowance = await consumeContactAllowance(deps.db, clientIp(c, deps.env.trustProxy));
    if (!allowance.allowed) {
      logSecurityEvent(c, 'rate_limited', { status: 429, code: 'rate_limited' });
      return c.json(errorBody('rate_limited', API_ERRORS.rate_limited.message), 429, {
        'Retry-After': String(allowance.retryAfterSeconds),
      });
    }
    const user = await c.var.currentUser();
    await receiveContactMessage(deps, message, user?.id ?? null);
    return c.json({ received: true as const }, 202);
  });
}
