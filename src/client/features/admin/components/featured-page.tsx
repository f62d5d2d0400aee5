import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#client/lib/notify.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { FEATURED_MAX, FEATURED_SHOWN } from '#shared/schemas/admin.ts';
import { sessionsQuery, useSetFeatured } from '#client/features/admin/api/admin-api.ts';
import { AddItem, OrderList, type OrderItem } from './order-list.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { PageTitle } from './ui.tsx';

/** The newest hundred sessions, alphabetically, to choose from. */
const byTitle = (items: { id: string; title: string }[]) =>
  items.map((s) => ({ id: s.id, title: s.title })).sort((a, b) => a.title.localeCompare(b.title));

/** The featured sessions: the landing shows the first four, in this order. */
export function FeaturedPage() {
  const featured = useQuery(sessionsQuery({ featured: 'true', active: 'true', limit: 100 }));
  const active = useQuery(sessionsQuery({ active: 'true', sort: 'newest', limit: 100 }));
  return (
    <section>
      <PageTitle title="Featured sessions" />
      <QueryState query={featured}>
        {featured.data ? (
          <FeaturedEditor
            initial={[...featured.data.items]
              .sort((a, b) => (a.featuredPosition ?? 99) - (b.featuredPosition ?? 99))
              .map((s) => ({ id: s.id, title: s.title }))}
            options={byTitle(active.data?.items ?? [])}
          />
        ) : null}
      </QueryState>
    </section>
  );
}

function FeaturedEditor({ initial, options }: { initial: OrderItem[]; options: OrderItem[] }) {
  const [items, setItems] = useState(initial);
  const save = useSetFeatured();
  const chosen = new Set(items.map((i) => i.id));
  return (
    <div className={cardVariants({ className: 'max-w-2xl' })}>
      <p className="mb-4 text-sm text-stone-600">
        The home page shows the first {FEATURED_SHOWN} in this order; the rest wait in reserve (up to{' '}
        {FEATURED_MAX}). Visitors see a change within five minutes.
      </p>
      <OrderList label="Featured sessions in order" items={items} onChange={setItems} />
      <AddItem
        label="Add a session"
        options={options.filter((o) => !chosen.has(o.id))}
        disabled={items.length >= FEATURED_MAX}
        onAdd={(item) => setItems([...items, item])}
      />
      {save.error ? <ErrorNotice size="inline" className="mt-4" {...errorText(save.error)} /> : null}
      <Button
        className="mt-4"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            items.map((i) => i.id),
            { onSuccess: () => void notify('success', 'Featured sessions saved.') },
          )
        }
      >
        {save.isPending ? 'Saving…' : 'Save order'}
      </Button>
    </div>
  );
}
