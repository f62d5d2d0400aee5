import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { JOURNEY_POINTS } from '#client/features/pages/components/landing/landing-content.ts';
import { SectionHeading } from '#client/features/pages/components/landing/section-heading.tsx';

export function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-title"
      className="below-fold bg-gradient-to-b from-canvas to-teal-50/70"
    >
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-4 sm:px-6 md:pb-28">
        <SectionHeading
          id="closing-title"
          align="center"
          title="Your Path to Inner Peace & Success"
          lead="Building a company asks everything of you. Founder Flow helps you give it your best without losing yourself."
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {JOURNEY_POINTS.map(({ title, text, icon: Icon }) => (
            <li
              key={title}
              className="rounded-3xl bg-white/80 p-6 text-center ring-1 ring-inset ring-stone-200/80"
            >
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-teal-100 text-teal-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-indigo-950">{title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/sessions?view=paths" className={buttonVariants({ size: 'lg' })}>
            Explore Your Journey
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
