import { PREMIUM_PLAN } from '#shared/billing.ts';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

const QUESTIONS = [
  {
    q: 'What do I get with Premium?',
    a: 'Every session in the catalogue, including the premium impulses, the longer podcasts and the video sessions, and every coaching path from the first session to the last.',
  },
  {
    q: 'How much does it cost?',
    a: `${PREMIUM_PLAN.priceLabel} ${PREMIUM_PLAN.intervalLabel}, charged monthly from the day you subscribe. There is no annual lock-in.`,
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from Manage subscription and Premium stays active until the end of the month you paid for; you will not be charged again. You can resume before then with one click.',
  },
  {
    q: 'What happens to my progress if I cancel?',
    a: 'Nothing is lost. Your history, favourites, ratings and journal stay with your free account, and the free sessions remain yours to play.',
  },
  {
    q: 'How is my payment handled?',
    a: 'Checkout and card details are handled by our payment provider on its own secure page. Founder Flow never sees or stores your card number.',
  },
  {
    q: 'My payment failed. What now?',
    a: 'We show a notice at the top of the app. Open Manage subscription to update your card; Premium stays on while the payment is retried during your current period.',
  },
] as const;

/** Questions and answers about the plan (/subscription, /sales). */
export function SubscriptionFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-14">
      <h2 id="faq-heading" className="text-2xl font-bold text-indigo-950">
        Questions and answers
      </h2>
      <div className="mt-5 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="group px-5 py-4">
            <summary
              className={cn(
                'cursor-pointer list-none font-semibold text-indigo-950 marker:hidden',
                focusRing,
              )}
            >
              <span className="flex items-center justify-between gap-4">
                {q}
                <span aria-hidden="true" className="text-xl text-teal-700 transition group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-stone-700">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
