import { eq, ilike, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';

/** A title as an address: lowercase ASCII words joined by single hyphens. */
export const slugify = (title: string, fallback: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || fallback;

/** The title's slug, or the first of `slug-2`, `slug-3`… that no row of `table` has. */
export async function freeSlug(
  db: Database,
  table: PgTable,
  column: PgColumn,
  title: string,
  fallback: string,
): Promise<string> {
  const base = slugify(title, fallback);
  const taken = new Set(
    (
      await db
        .select({ slug: column })
        .from(table)
        .where(or(eq(column, base), ilike(column, `${base}-%`)))
    ).map((r) => r.slug as string),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
