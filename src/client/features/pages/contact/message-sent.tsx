import { CircleCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** What the contact page says once a message is sent, with the way to write another. */
export function MessageSent({ name, onAnother }: { name: string; onAnother: () => void }) {
  return (
    <div role="status" className="py-6 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-teal-700" />
      <h2 className="mt-4 text-2xl font-bold text-indigo-950">
        Thank you, {name}. Your message is on its way.
      </h2>
      <p className="mx-auto mt-2 max-w-md text-stone-700">
        We sent a confirmation to your inbox. If it is not there in a few minutes, look in the spam folder.
      </p>
      <Button variant="outline" className="mt-6" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
