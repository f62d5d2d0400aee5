import { useState } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { ContactForm } from './contact-form.tsx';
import { MessageSent } from './message-sent.tsx';
import { OtherWaysToGetHelp } from './other-ways-to-get-help.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';

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

          <div className={cardVariants({ padding: 'none', className: 'mt-8 p-5 sm:p-8' })}>
            {isPending ? (
              <p role="status" className="flex items-center gap-3 py-6 text-sm font-medium text-stone-600">
                <Spinner size="sm" label="Loading" />
                Loading the form...
              </p>
            ) : sentBy !== null ? (
              <MessageSent
                name={sentBy}
                onAnother={() => {
                  setSentBy(null);
                  setFormKey((key) => key + 1);
                }}
              />
            ) : (
              <ContactForm
                key={formKey}
                defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
                onSent={setSentBy}
              />
            )}
          </div>
        </div>

        <OtherWaysToGetHelp />
      </div>
    </div>
  );
}
