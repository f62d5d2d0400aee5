import { defineRoute } from '#server/http/define-route.ts';
import { errors, jsonResponse } from '#server/http/openapi-responses.ts';
import { createRouter } from '#server/http/router.ts';
import { newsListQuerySchema, newsListSchema, newsPostSchema, SlugParam } from '#shared/schemas/news.ts';
import { getNewsPost, listNews } from './news.service.ts';

const tags = ['News'];

const listRoute = defineRoute('public', {
  method: 'get',
  path: '/news',
  tags,
  summary: 'News posts, newest first, cursor-paginated',
  request: { query: newsListQuerySchema },
  responses: { 200: jsonResponse(newsListSchema, 'A page of posts') },
});

const getRoute = defineRoute('public', {
  method: 'get',
  path: '/news/{slug}',
  tags,
  summary: 'One news post with its text as sanitised HTML',
  request: { params: SlugParam },
  responses: { 200: jsonResponse(newsPostSchema, 'The post'), 404: errors[404] },
});

export function newsRoutes() {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listNews(c.var.deps, c.req.valid('query')), 200))
    .openapi(getRoute, async (c) => c.json(await getNewsPost(c.var.deps, c.req.valid('param').slug), 200));
}
