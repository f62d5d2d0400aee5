import { MailCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

type ScreenProps = { email: string; onBack: () => void };

function SentScreen({
  title,
  children,
  onBack,
}: {
  title: string;
  children: React.ReactNode;
  onBack: () => void;
}) {
  return (
    <div className="text-center">
      <div className="mx-auto grid size-14 place-items-center rounded-full bg-teal-50 text-teal-700">
        <MailCheck className="size-7" aria-hidden />
      </div>
      <h2 className="mt-4 text-xl font-semibold text-indigo-950">{title}</h2>
      <div className="mt-2 space-y-2 text-stone-600">{children}</div>
      <Button variant="outline" className="mt-6 w-full" onClick={onBack}>
        Back to Sign In
      </Button>
    </div>
  );
}

/** After sign-up: the verification link is on its way. */
export function CheckEmailScreen({ email, onBack }: ScreenProps) {
  return (
    <SentScreen title="Check your email!" onBack={onBack}>
      <p>
        We sent a verification link to <strong className="text-indigo-950 wrap-anywhere">{email}</strong>.
      </p>
      <p>Open it to confirm your account and you are signed in. The link expires in 24 hours.</p>
    </SentScreen>
  );
}

/** After a reset request, naming the address. */
export function ResetSentScreen({ email, onBack }: ScreenProps) {
  return (
    <SentScreen title="Password reset email sent!" onBack={onBack}>
      <p>
        If an account exists for <strong className="text-indigo-950 wrap-anywhere">{email}</strong>, a link to
        set a new password is on its way.
      </p>
      <p>The link works once and expires in 1 hour.</p>
    </SentScreen>
  );
}
