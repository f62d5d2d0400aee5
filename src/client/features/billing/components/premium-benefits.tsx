import { Check } from 'lucide-react';

/** What Premium unlocks, in one list shared by the plan card and the sales page. */
export const PREMIUM_BENEFITS = [
  'Every premium impulse, podcast and video session',
  'All ten coaching paths, start to finish',
  'A reflection prompt after each session, straight into your journal',
  'New sessions from our advisors as they are recorded',
  'Listen on your phone or your laptop, picking up where you left off',
] as const;

export function PremiumBenefits({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {PREMIUM_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-3 py-1.5">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
