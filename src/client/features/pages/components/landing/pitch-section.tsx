import { ArrowRight, Presentation } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';

const SLIDES = ['Problem', 'Solution', 'Market', 'Traction'] as const;

export function PitchSection() {
  return (
    <section aria-labelledby="pitch-title" className="below-fold mx-auto max-w-6xl px-4 sm:px-6">
      <div className="relative isolate grid items-center gap-10 overflow-hidden rounded-[2rem] bg-indigo-950 p-8 text-white md:grid-cols-2 md:p-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_100%,rgb(20_184_166/0.45),transparent_65%)]"
        />
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-teal-300">
            <Presentation aria-hidden="true" className="size-4" />
            AI Pitch Deck Generator
          </p>
          <h2 id="pitch-title" className="mt-3 text-3xl font-bold tracking-tight md:text-4xl">
            From idea to investor-ready story in minutes
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-indigo-100">
            Answer a few questions about your startup and get a clear, slide-by-slide pitch deck outline you
            can refine and present with confidence.
          </p>
          <Link to="/pitch" className={buttonVariants({ variant: 'warm', size: 'lg', className: 'mt-8' })}>
            Try Pitch Generator
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <ol aria-hidden="true" className="grid grid-cols-2 gap-3">
          {SLIDES.map((slide, index) => (
            <li
              key={slide}
              className="aspect-[4/3] rounded-2xl bg-white/10 p-4 ring-1 ring-inset ring-white/15 even:translate-y-4"
            >
              <span className="text-xs font-semibold text-teal-200">0{index + 1}</span>
              <span className="mt-1 block font-semibold">{slide}</span>
              <span className="mt-3 block h-1.5 w-4/5 rounded-full bg-white/25" />
              <span className="mt-2 block h-1.5 w-3/5 rounded-full bg-white/15" />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
