import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { PREMIUM_PLAN } from '#shared/billing.ts';

/** What each refused action would have done, in the founder's terms. */
export const UPSELL_REASONS = {
  decks: 'The free plan keeps one deck. Premium gives you as many as you like, one per round or audience.',
  pptx: 'PowerPoint export is part of Premium: real text boxes and native charts you can keep editing in PowerPoint, Keynote or LibreOffice. PDF export stays free.',
  share:
    'Share links are part of Premium: a read-only link anyone can open without an account, and how long each slide held their attention.',
  model:
    'Model-written slides are part of Premium. The composer writes your deck from your answers on any plan.',
} as const;

export type UpsellReason = keyof typeof UPSELL_REASONS;

/** The calm answer to a 403 `premium_required`: what Premium adds here, its price, one way to get it. */
export function PremiumUpsell({ reason, headingLevel = 2 }: { reason: UpsellReason; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label="Premium"
      className="rounded-3xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5 sm:p-6"
    >
      <Sparkles aria-hidden="true" className="size-6 text-amber-700" />
      <Heading className="mt-2 text-lg font-bold text-indigo-950">Available with Premium</Heading>
      <p className="mt-1 max-w-xl text-stone-700">{UPSELL_REASONS[reason]}</p>
      <p className="mt-1 text-sm text-stone-600">
        {PREMIUM_PLAN.priceLabel} {PREMIUM_PLAN.intervalLabel}. {PREMIUM_PLAN.cancelNote}.
      </p>
      <Link
        to="/subscription"
        className={buttonVariants({ variant: 'primary', size: 'sm', className: 'mt-4' })}
      >
        See Premium
      </Link>
    </section>
  );
}
