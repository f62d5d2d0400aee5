import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '#server/http/app-env.ts';
import { AppError } from '#server/errors.ts';
import { getAdvisor } from '#server/modules/catalog/index.ts';
import { getResource } from '#server/modules/library/index.ts';
import { sharedDeckCard } from '#server/modules/pitch/index.ts';
import { getTheme } from '#shared/pitch/themes.ts';
import { shareTokenParamSchema } from '#shared/schemas/pitch.ts';
import { BRAND_COLORS, renderPortrait, renderTitleCard } from './link-card-image.ts';

/**
 * The card images of shared links (decision 038), each at its page's address plus `/card.png`: the
 * site's at `/card.png`, a shared deck's, an advisor's portrait, a library resource's. spa-pages.ts
 * names them in the pages' cards.
 */

/** The site's card: what every page without one of its own shows. */
export const SITE_CARD = {
  label: 'Audio coaching for startup founders',
  title: 'Founder Flow',
  subtitle: 'Feel Lighter. Dream Bigger. Lead with Joy.',
  colors: BRAND_COLORS,
};

/** Rendered images by what they show: drawing one takes a few hundred milliseconds of CPU. */
const RENDERED_LIMIT = 100;
const rendered = new Map<string, Promise<Buffer>>();

function renderOnce(what: unknown, render: () => Promise<Buffer>): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(what)).digest('base64url');
  let png = rendered.get(key);
  if (!png) {
    png = render();
    if (rendered.size >= RENDERED_LIMIT) rendered.clear();
    rendered.set(key, png);
    // A failed drawing is not kept: the next request tries again.
    png.catch(() => rendered.delete(key));
  }
  return png;
}

/**
 * The PNG with an ETag of its bytes. `cacheControl` says how long a cache may keep it: a shared
 * deck's says `no-cache`, so every unfurl asks again and a revoked link's card is gone at once.
 */
function png(c: Context<AppEnv>, body: Buffer, cacheControl: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = { 'Content-Type': 'image/png', 'Cache-Control': cacheControl, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Length': String(body.length) });
}

const DAY = 'public, max-age=86400';
const HOUR = 'public, max-age=3600';

export function linkCardRoutes() {
  return new Hono<AppEnv>()
    .get('/card.png', async (c) => png(c, await renderOnce(SITE_CARD, () => renderTitleCard(SITE_CARD)), DAY))
    .get('/d/:token/card.png', async (c) => {
      const token = shareTokenParamSchema.safeParse({ token: c.req.param('token') });
      if (!token.success) throw new AppError('shared_deck_not_found');
      const deck = await sharedDeckCard(c.var.deps.db, token.data.token);
      const { colors } = getTheme(deck.theme);
      const card = { label: 'Pitch deck', title: deck.title, subtitle: deck.oneLiner, colors };
      return png(c, await renderOnce(card, () => renderTitleCard(card)), 'no-cache');
    })
    .get('/advisors/:id/card.png', async (c) => {
      const { media } = c.var.deps;
      const advisor = await getAdvisor(c.var.deps, c.req.param('id'));
      const key = advisor.avatarUrl?.replace(/^\/media\//, '');
      const object = key ? await media.stat(key) : null;
      if (!key || !object) throw new AppError('media_not_found');
      const portrait = renderOnce({ key, at: object.modifiedAt }, async () =>
        renderPortrait(Buffer.from(await new Response(media.read(key)).arrayBuffer())),
      );
      return png(c, await portrait, DAY);
    })
    .get('/library/:id/card.png', async (c) => {
      const resource = await getResource(c.var.deps, c.req.param('id'), null);
      const label = `${resource.kind.charAt(0).toUpperCase()}${resource.kind.slice(1)} · Library`;
      const card = { label, title: resource.title, subtitle: resource.summary, colors: BRAND_COLORS };
      return png(c, await renderOnce(card, () => renderTitleCard(card)), HOUR);
    });
}
