import { Star } from 'lucide-react';
import { TESTIMONIALS } from '#client/features/pages/components/landing/landing-content.ts';
import { SectionHeading } from '#client/features/pages/components/landing/section-heading.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="below-fold mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24"
    >
      <SectionHeading
        id="testimonials-title"
        align="center"
        eyebrow="Testimonials"
        title="Founders Who Found Their Flow"
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {TESTIMONIALS.map(({ name, role, text }) => (
          <li key={name}>
            <figure
              className={cardVariants({ padding: 'none', className: 'flex h-full flex-col p-6 sm:p-7' })}
            >
              <p className="flex gap-0.5" role="img" aria-label="Rated 5 out of 5 stars">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-5 fill-amber-400 text-amber-400" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 leading-relaxed text-stone-700">
                <p>“{text}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-gradient-to-br from-indigo-800 to-teal-700 text-sm font-bold text-white"
                >
                  {initials(name)}
                </span>
                <span>
                  <span className="block font-semibold text-indigo-950">{name}</span>
                  <span className="block text-sm text-stone-600">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
