import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { START_HERE_CARDS } from '#client/features/pages/components/landing/landing-content.ts';
import { SectionHeading } from '#client/features/pages/components/landing/section-heading.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

/** The visitors' intro block: signed-in users have already started and do not see it. */
export function StartHereSection({ signUpHref }: { signUpHref: string }) {
  return (
    <section
      aria-labelledby="start-here-title"
      className="below-fold mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24"
    >
      <SectionHeading
        id="start-here-title"
        align="center"
        title="Not Sure Where to Start?"
        lead="Two easy ways in, whatever kind of day you are having."
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {START_HERE_CARDS.map(({ title, text, note, to, cta, icon: Icon }) => (
          <li
            key={title}
            className={cardVariants({ padding: 'none', className: 'flex flex-col p-6 sm:p-8' })}
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-100 to-teal-100 text-indigo-900">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-indigo-950">{title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            <p className="mt-3 text-sm font-medium text-teal-800">{note}</p>
            <Link
              to={to}
              className="mt-6 inline-flex min-h-6 items-center gap-1 self-start rounded text-sm font-semibold text-indigo-900 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              {cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to={signUpHref} className={buttonVariants({ size: 'lg' })}>
          Create Free Account
        </Link>
      </div>
    </section>
  );
}
