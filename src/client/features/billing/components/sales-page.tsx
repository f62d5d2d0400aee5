import {
  ArrowRight,
  BatteryCharging,
  Compass,
  Headphones,
  Map,
  MessageCircleHeart,
  Timer,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import { PREMIUM_PLAN } from '#shared/billing.ts';
import { PremiumBenefits } from './premium-benefits.tsx';
import { SubscriptionFaq } from './subscription-faq.tsx';

const PAINS = [
  {
    icon: Timer,
    title: 'No time to recover',
    text: 'Board prep bleeds into the weekend, the weekend into Monday. Rest becomes something you plan for after the next milestone.',
  },
  {
    icon: BatteryCharging,
    title: 'Running on reserve',
    text: 'You make a hundred calls a day with the energy of someone who slept five hours. The quality of the calls shows it before you do.',
  },
  {
    icon: MessageCircleHeart,
    title: 'Nobody to think out loud with',
    text: 'Your team needs confidence, your investors need progress, your family needs you home. The doubts stay in your head.',
  },
] as const;

const WEEK = [
  {
    day: 'Monday, 7:40',
    text: 'A four-minute impulse on the train: pick the one thing that matters this week.',
  },
  {
    day: 'Tuesday, 13:10',
    text: 'Between calls, a breathing practice before the hard conversation with a co-founder.',
  },
  {
    day: 'Wednesday, 21:30',
    text: 'A podcast with an advisor who has run a down round, while the dishwasher hums.',
  },
  {
    day: 'Friday, 18:00',
    text: 'The last session of a coaching path, then three lines in your journal with the AI Owl.',
  },
] as const;

const WHAT_YOU_GET = [
  {
    icon: Headphones,
    title: 'The whole library',
    text: 'Premium impulses, long-form podcasts and video sessions, all of them.',
  },
  {
    icon: Map,
    title: 'Coaching paths',
    text: 'Sequences built around one theme, from calm under pressure to leading through hard news.',
  },
  {
    icon: Compass,
    title: 'Advisors who have been there',
    text: 'Operators, coaches and founders who talk about the parts of the job nobody posts about.',
  },
] as const;

function StartButton({ className }: { className?: string }) {
  return (
    <Link
      to="/subscription"
      className={buttonVariants({ size: 'lg', className: cn('w-full sm:w-auto', className) })}
    >
      Start Premium · {PREMIUM_PLAN.priceLabel}/month
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

/** /sales: the long-form case for Premium, ending at the plan page. */
export function SalesPage() {
  return (
    <div>
      <Hero />

      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <section aria-labelledby="pains-heading" className="mt-14">
          <h2 id="pains-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
            The job nobody describes in the pitch deck
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {PAINS.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-2xl border border-stone-200 bg-white p-5">
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
                <h3 className="mt-3 font-semibold text-indigo-950">{title}</h3>
                <p className="mt-2 text-stone-700">{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="get-heading" className="mt-14">
          <h2 id="get-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
            What Premium gives you
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {WHAT_YOU_GET.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-2xl bg-indigo-50 p-5">
                <Icon aria-hidden="true" className="size-6 text-indigo-700" />
                <h3 className="mt-3 font-semibold text-indigo-950">{title}</h3>
                <p className="mt-2 text-stone-700">{text}</p>
              </article>
            ))}
          </div>
          <PremiumBenefits className="mt-6 text-stone-800" />
        </section>

        <section aria-labelledby="week-heading" className="mt-14">
          <h2 id="week-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
            A week with Premium
          </h2>
          <ol className="mt-6 space-y-3 border-l-2 border-teal-200 pl-5">
            {WEEK.map(({ day, text }) => (
              <li key={day}>
                <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{day}</p>
                <p className="text-stone-800">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <PriceCard />

        <SubscriptionFaq />
      </div>
    </div>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-br from-indigo-950 via-indigo-900 to-teal-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-24">
        <p className="font-semibold uppercase tracking-widest text-amber-300">Founder Flow Premium</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
          Build the company without losing the person building it
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-indigo-100">
          Short, practical coaching for the minutes you actually have: on the commute, between meetings,
          before you sleep. Made for founders by people who have carried the same weight.
        </p>
        <StartButton className="mt-8" />
        <p className="mt-3 text-sm text-indigo-200">
          {PREMIUM_PLAN.cancelNote}. Your free account stays yours.
        </p>
      </div>
    </section>
  );
}

/** The one plan's price, said once more before the button. */
function PriceCard() {
  return (
    <section
      aria-labelledby="price-heading"
      className="mt-14 rounded-3xl bg-amber-50 p-6 text-center sm:p-10"
    >
      <h2 id="price-heading" className="text-2xl font-bold text-indigo-950">
        One plan, everything included
      </h2>
      <p className="mt-3">
        <span className="text-5xl font-extrabold text-indigo-950">{PREMIUM_PLAN.priceLabel}</span>{' '}
        <span className="text-stone-700">{PREMIUM_PLAN.intervalLabel}</span>
      </p>
      <p className="mt-2 text-stone-700">
        Less than one coffee a week with a mentor, and available at 2 a.m.
      </p>
      <StartButton className="mt-6" />
    </section>
  );
}
