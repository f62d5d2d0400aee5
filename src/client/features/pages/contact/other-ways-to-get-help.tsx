import { Clock, LifeBuoy, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

const linkClass = cn('font-semibold text-teal-800 underline', focusRing);

/** The contact page's side column: when we answer, the mail address, and where else to look. */
export function OtherWaysToGetHelp() {
  return (
    <aside aria-label="Other ways to get help" className="space-y-4 lg:pt-24">
      <InfoCard icon={Clock} title="When we answer">
        Monday to Friday, usually within two working days. Billing problems go first.
      </InfoCard>
      <InfoCard icon={Mail} title="By mail">
        Prefer your own mail program? Write to{' '}
        <a href="mailto:support@founderflow.app" className={linkClass}>
          support@founderflow.app
        </a>
        .
      </InfoCard>
      <InfoCard icon={LifeBuoy} title="Subscription questions">
        Cancelling, renewal dates and what Premium includes are on the{' '}
        <Link to="/subscription" className={linkClass}>
          subscription page
        </Link>
        .
      </InfoCard>
      <InfoCard icon={ShieldCheck} title="Your message is private">
        We keep it only to help you, never share it, and delete it on request. See our{' '}
        <Link to="/privacy#retention" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </InfoCard>
      <p className="rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-stone-800">
        Founder Flow is coaching, not crisis care. If you are in danger or thinking about harming yourself,
        call your local emergency number now.
      </p>
    </aside>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Mail;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-stone-200/80 bg-white p-4">
      <h2 className="flex items-center gap-2 font-semibold text-indigo-950">
        <Icon aria-hidden="true" className="size-5 text-teal-700" />
        {title}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-stone-700">{children}</p>
    </section>
  );
}
