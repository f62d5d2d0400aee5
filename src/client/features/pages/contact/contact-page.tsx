import { CircleCheck, Clock, LifeBuoy, Mail, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cn } from '#client/lib/utils.ts';
import { ContactForm } from './contact-form.tsx';

const linkClass = cn('font-semibold text-teal-800 underline', focusRing);

/** /contact: a message to the team, answered by a person. */
export function ContactPage() {
  const { user, isPending } = useAuthSession();
  const [sentBy, setSentBy] = useState<string | null>(null);
  // A new form (and a new fill time) after each message sent.
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 md:pt-14">
      <title>Contact Us · Founder Flow</title>
      <meta
        name="description"
        content="Questions about your account, billing or a session, feedback or press: write to the Founder Flow team. A person answers within two working days."
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">
            We read every message
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-5xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">
            A question about your account or a charge, an idea for a session, a story you want to share: write
            to us. A person from the team answers, usually within two working days.
          </p>

          <div className="mt-8 rounded-3xl border border-stone-200/80 bg-white p-5 shadow-sm sm:p-8">
            {isPending ? (
              <p role="status" className="flex items-center gap-3 py-6 text-sm font-medium text-stone-600">
                <Spinner size="sm" label="Loading" />
                Loading the form...
              </p>
            ) : sentBy !== null ? (
              <div role="status" className="py-6 text-center">
                <CircleCheck aria-hidden="true" className="mx-auto size-12 text-teal-700" />
                <h2 className="mt-4 text-2xl font-bold text-indigo-950">
                  Thank you, {sentBy}. Your message is on its way.
                </h2>
                <p className="mx-auto mt-2 max-w-md text-stone-700">
                  We sent a confirmation to your inbox. If it is not there in a few minutes, look in the spam
                  folder.
                </p>
                <Button
                  variant="outline"
                  className="mt-6"
                  onClick={() => {
                    setSentBy(null);
                    setFormKey((key) => key + 1);
                  }}
                >
                  Send another message
                </Button>
              </div>
            ) : (
              <ContactForm
                key={formKey}
                defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
                onSent={setSentBy}
              />
            )}
          </div>
        </div>

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
            Founder Flow is coaching, not crisis care. If you are in danger or thinking about harming
            yourself, call your local emergency number now.
          </p>
        </aside>
      </div>
    </div>
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
