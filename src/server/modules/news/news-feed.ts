import { Feed } from 'feed';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { feedPosts } from './news.service.ts';

/**
 * `/news/feed.xml`: the newest posts as an Atom feed (the `feed` package), full text included, with
 * absolute links from APP_URL. It sits beside the pages, not under /api, where readers look for it.
 */
export function newsFeedRoutes() {
  return new Hono<AppEnv>().get('/news/feed.xml', async (c) => {
    const { env } = c.var.deps;
    const at = (p: string) => new URL(p, env.appUrl).toString();
    const posts = await feedPosts(c.var.deps);
    const feed = new Feed({
      title: 'Founder Flow news',
      description: 'What is new in Founder Flow: releases, new sessions and notes from the team.',
      id: at('/news'),
      link: at('/news'),
      language: 'en',
      favicon: at('/favicon.svg'),
      copyright: `© ${new Date().getUTCFullYear()} Founder Flow`,
      updated: posts[0] ? new Date(posts[0].publishedAt) : new Date(0),
      feedLinks: { atom: at('/news/feed.xml') },
    });
    for (const post of posts) {
      feed.addItem({
        title: post.title,
        id: at(`/news/${post.slug}`),
        link: at(`/news/${post.slug}`),
        description: post.summary,
        content: post.bodyHtml,
        author: [{ name: post.author }],
        date: new Date(post.publishedAt),
        ...(post.cover ? { image: at(post.cover.url) } : {}),
      });
    }
    return c.body(feed.atom1(), 200, {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });
}
