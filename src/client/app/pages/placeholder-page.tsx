import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PLACEHOLDERS, type PlaceholderKey } from '#client/app/pages/placeholder-content.ts';

/** A page a later release fills in: it says plainly what will live here and offers a way on. */
export function PlaceholderPage({ page }: { page: PlaceholderKey }) {
  const { title, icon: Icon, summary, holds } = PLACEHOLDERS[page];

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-20">
      <title>{`${title} · Founder Flow`}</title>
      <div className="rounded-[2rem] border border-stone-200/80 bg-white p-8 shadow-sm md:p-12">
        <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-indigo-100 to-teal-100 text-indigo-900">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-700">{summary}</p>

        <h2 className="mt-10 text-sm font-semibold uppercase tracking-wider text-teal-800">
          This page will hold
        </h2>
        <ul className="mt-4 space-y-3">
          {holds.map((item) => (
            <li key={item} className="flex gap-3 text-stone-700">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
              {item}
            </li>
          ))}
        </ul>

        <p className="mt-10 border-t border-stone-100 pt-6 text-sm text-stone-600">
          This part of Founder Flow is still being built. The featured sessions on the home page are ready to
          play now.
        </p>
        <Link to="/" className={buttonVariants({ className: 'mt-5' })}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
