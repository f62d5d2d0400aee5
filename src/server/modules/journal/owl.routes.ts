import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { defineRoute } from '#server/http/define-route.ts';
import { errorBody } from '#server/http/errors.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { UuidParam } from '#server/http/params.ts';
import { createRouter } from '#server/http/router.ts';
import {
  deletedCountSchema,
  memoryItemSchema,
  memoryListSchema,
  memoryPutSchema,
  owlAskSchema,
  owlConversationSchema,
} from '#shared/schemas/journal.ts';
import { deleteMemory, listMemory, putMemory } from './memory.service.ts';
import {
  clearGeneralConversation,
  owlConversation,
  startOwlReply,
  type OwlReplyStream,
} from './owl.service.ts';

const tags = ['AI Owl'];
const askBody = { body: { content: { 'application/json': { schema: owlAskSchema } }, required: true } };
const streamed = {
  description:
    'Server-sent events: `delta` ({ text }) while the reply is written, then `done` (the stored OwlMessage) or `error` ({ code, message })',
  content: { 'text/event-stream': { schema: z.string() } },
};
const refusals = { 404: errors[404], 409: errors[409], 429: errors[429], 502: errors[502] };

const generalRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/owl',
  tags,
  summary: 'The general conversation with the Owl, and which Owl answers',
  responses: { 200: jsonResponse(owlConversationSchema, 'The conversation') },
});

const askGeneralRoute = defineRoute('user', {
  method: 'post',
  path: '/journal/owl',
  tags,
  summary: 'Ask the Owl in the general conversation; the reply streams',
  request: askBody,
  responses: { 200: streamed, ...refusals },
});

const clearGeneralRoute = defineRoute('user', {
  method: 'delete',
  path: '/journal/owl',
  tags,
  summary: 'Clear the general conversation',
  responses: { 200: jsonResponse(deletedCountSchema, 'How many messages were deleted') },
});

const entryConversationRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/entries/{id}/owl',
  tags,
  summary: 'The conversation about one entry',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(owlConversationSchema, 'The conversation'), 404: errors[404] },
});

const askEntryRoute = defineRoute('user', {
  method: 'post',
  path: '/journal/entries/{id}/owl',
  tags,
  summary:
    'Ask the Owl about an entry (an empty message: reflect on it); refused for an entry kept away from AI',
  request: { params: UuidParam, ...askBody },
  responses: { 200: streamed, ...refusals },
});

const memoryRoute = defineRoute('user', {
  method: 'get',
  path: '/journal/memory',
  tags,
  summary: 'Owl memory: the short facts the Owl keeps, as the user sees them',
  responses: { 200: jsonResponse(memoryListSchema, 'The memory list') },
});

const putMemoryRoute = defineRoute('user', {
  method: 'put',
  path: '/journal/memory/{id}',
  tags,
  summary: 'Add a memory under the client’s id, or replace its text',
  request: {
    params: UuidParam,
    body: { content: { 'application/json': { schema: memoryPutSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(memoryItemSchema, 'The memory as saved'),
    404: errors[404],
    409: errors[409],
  },
});

const deleteMemoryRoute = defineRoute('user', {
  method: 'delete',
  path: '/journal/memory/{id}',
  tags,
  summary: 'Forget one memory',
  request: { params: UuidParam },
  responses: { 200: jsonResponse(deletedCountSchema, 'Deleted'), 404: errors[404] },
});

const clearMemoryRoute = defineRoute('user', {
  method: 'delete',
  path: '/journal/memory',
  tags,
  summary: 'Forget everything in Owl memory',
  responses: { 200: jsonResponse(deletedCountSchema, 'How many were deleted') },
});

/**
 * Streams a reply as server-sent events. Refusals were answered before this (as JSON errors); a
 * provider that fails midway ends the stream with an `error` event, and nothing half-written is stored.
 */
function streamReply(c: Context, reply: OwlReplyStream) {
  return streamSSE(c, async (stream) => {
    let text = '';
    try {
      for await (const piece of reply.pieces) {
        text += piece;
        await stream.writeSSE({ event: 'delta', data: JSON.stringify({ text: piece }) });
      }
      const message = await reply.save(text);
      await stream.writeSSE({ event: 'done', data: JSON.stringify(message) });
    } catch {
      await stream.writeSSE({ event: 'error', data: JSON.stringify(errorBody('ai_provider_failed').error) });
    }
  });
}

export function owlRoutes() {
  return createRouter()
    .openapi(generalRoute, async (c) => c.json(await owlConversation(c.var.deps, c.var.user.id, null), 200))
    .openapi(askGeneralRoute, async (c) => {
      const reply = await startOwlReply(c.var.deps, c.var.user.id, null, c.req.valid('json').message);
      return streamReply(c, reply);
    })
    .openapi(clearGeneralRoute, async (c) =>
      c.json({ deleted: await clearGeneralConversation(c.var.deps.db, c.var.user.id) }, 200),
    )
    .openapi(entryConversationRoute, async (c) =>
      c.json(await owlConversation(c.var.deps, c.var.user.id, c.req.valid('param').id), 200),
    )
    .openapi(askEntryRoute, async (c) => {
      const { id } = c.req.valid('param');
      const reply = await startOwlReply(c.var.deps, c.var.user.id, id, c.req.valid('json').message);
      return streamReply(c, reply);
    })
    .openapi(memoryRoute, async (c) => c.json({ items: await listMemory(c.var.deps.db, c.var.user.id) }, 200))
    .openapi(putMemoryRoute, async (c) =>
      c.json(
        await putMemory(c.var.deps.db, c.var.user.id, c.req.valid('param').id, c.req.valid('json').text),
        200,
      ),
    )
    .openapi(deleteMemoryRoute, async (c) =>
      c.json({ deleted: await deleteMemory(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }, 200),
    )
    .openapi(clearMemoryRoute, async (c) =>
      c.json({ deleted: await deleteMemory(c.var.deps.db, c.var.user.id) }, 200),
    );
}
