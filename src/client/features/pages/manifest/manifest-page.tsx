import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { MANIFEST_CLOSING, MANIFEST_OPENING, MANIFEST_PRINCIPLES } from './manifest-content.ts';

/** /manifest: what Founder Flow believes, set like a brand page. */
export function ManifestPage() {
  const { isSignedIn } = useAuthSession();
  return (
    <article>
      <title>Our Manifesto · Founder Flow</title>
      <meta
        name="description"
        content="What Founder Flow believes about founders, work and wellbeing: eight convictions behind every session."
      />
      <header className="relative overflow-hidden bg-indigo-950 text-white">
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 size-96 rounded-full bg-gradient-to-br from-amber-300/30 to-teal-500/10 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-20 sm:px-6 md:py-32">
          <p className="font-semibold uppercase tracking-[0.2em] text-amber-300">
            The Founder Flow Manifesto
          </p>
          <h1 className="mt-6 text-4xl font-extrabold leading-[1.05] tracking-tight sm:text-6xl md:text-7xl">
            Build the company.
            <br />
            <span className="text-amber-300">Keep the founder.</span>
          </h1>
        </div>
      </header>

      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 md:py-20">
        <div className="space-y-6 font-serif text-xl leading-relaxed text-stone-800 md:text-2xl">
          {MANIFEST_OPENING.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>

      <section aria-labelledby="principles-heading" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="principles-heading" className="sr-only">
            What we believe
          </h2>
          <ol className="grid gap-x-12 gap-y-14 md:grid-cols-2">
            {MANIFEST_PRINCIPLES.map((principle, index) => (
              <li key={principle.title} className="border-t-2 border-indigo-950 pt-6">
                <p aria-hidden="true" className="text-5xl font-extrabold tabular-nums text-teal-700">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-3 text-2xl font-bold leading-snug text-indigo-950">{principle.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-stone-700">{principle.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="closing-heading"
        className="bg-gradient-to-br from-teal-900 to-indigo-950 text-white"
      >
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 md:py-24">
          <h2 id="closing-heading" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            {MANIFEST_CLOSING[0]}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-indigo-100">{MANIFEST_CLOSING[1]}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {isSignedIn ? null : (
              <Link
                to="/auth?tab=signup&redirect=/sessions"
                className={buttonVariants({ variant: 'warm', size: 'lg' })}
              >
                Create Free Account
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
            <Link to="/sessions" className={buttonVariants({ variant: 'ghostLight', size: 'lg' })}>
              Browse All Sessions
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
