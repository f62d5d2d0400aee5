import { ImageWithFallback } from '#client/components/image-with-fallback.tsx';
import { SectionHeading } from '#client/features/pages/components/landing/section-heading.tsx';
import { GROWTH_MOMENTS } from '#client/features/pages/components/landing/landing-content.ts';

export function LifestyleSection() {
  return (
    <section
      aria-labelledby="lifestyle-title"
      className="below-fold mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24"
    >
      <div className="grid items-center gap-10 md:grid-cols-2 md:gap-14">
        <ImageWithFallback
          src="/images/lifestyle.svg"
          alt="A founder with headphones washing dishes at a sunny kitchen window, listening to a session"
          width={560}
          height={440}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-[2rem] shadow-xl shadow-indigo-950/10"
        />
        <div>
          <SectionHeading
            id="lifestyle-title"
            eyebrow="Made for busy days"
            title="Transform Your Daily Chores Into Growth Time"
            lead="No extra hour required. Founder Flow fits into the moments you already have, so growing as a person stops competing with growing the company."
          />
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {GROWTH_MOMENTS.map(({ label, text, icon: Icon }) => (
              <li key={label} className="rounded-2xl border border-stone-200/80 bg-white p-4">
                <Icon aria-hidden="true" className="size-5 text-teal-700" />
                <p className="mt-2 font-semibold text-indigo-950">{label}</p>
                <p className="mt-1 text-sm leading-relaxed text-stone-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
