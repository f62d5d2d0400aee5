import { Send, Sparkles } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { OWL_MESSAGE_MAX } from '#shared/journal.ts';
import { owlAskSchema } from '#shared/schemas/journal.ts';

export type OwlSend = (text: string, form: FormApi<typeof owlAskSchema>) => void;

/** Openers for an empty general conversation: each is sent as the first message. */
const CONVERSATION_STARTERS = [
  'Summarise my week',
  'What keeps coming up for me?',
  'Help me think through a decision',
] as const;

/**
 * Writing to the Owl. Enter sends and Shift+Enter starts a new line, as in a chat. An empty
 * conversation offers a way in: about an entry, one button asks the Owl to reflect on it; in
 * general, a few openers.
 */
export function OwlAskForm({
  entryId,
  empty,
  pending,
  onSend,
}: {
  entryId: string | null;
  /** Nothing has been said in this conversation yet. */
  empty: boolean;
  pending: boolean;
  onSend: OwlSend;
}) {
  return (
    <Form
      schema={owlAskSchema}
      defaultValues={{ message: '' }}
      pending={pending}
      onSubmit={({ message }, form) => {
        if (message.trim() !== '') onSend(message.trim(), form);
      }}
      className="space-y-2"
    >
      {(form) => (
        <>
          {entryId && empty ? (
            <Button variant="warm" disabled={pending} onClick={() => onSend('', form)}>
              <Sparkles aria-hidden="true" />
              Reflect on this entry
            </Button>
          ) : null}
          {!entryId && empty && !pending ? (
            <ConversationStarters onStart={(starter) => onSend(starter, form)} />
          ) : null}
          <TextareaField
            name="message"
            label={entryId ? 'Ask the Owl about this entry' : 'Message the Owl'}
            rows={2}
            maxLength={OWL_MESSAGE_MAX}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <SendButton />
        </>
      )}
    </Form>
  );
}

function ConversationStarters({ onStart }: { onStart: (starter: string) => void }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">Nothing said yet. Start anywhere — or with one of these:</p>
      <ul aria-label="Ways to start" className="flex flex-wrap gap-2">
        {CONVERSATION_STARTERS.map((starter) => (
          <li key={starter}>
            <Button variant="outline" size="sm" onClick={() => onStart(starter)}>
              {starter}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Send, offered once there is a message; says the Owl is writing while it answers. */
function SendButton() {
  const message = useWatch<{ message: string }, 'message'>({ name: 'message' });
  return (
    <SubmitButton
      disabled={message.trim() === ''}
      pendingLabel={
        <>
          <Send aria-hidden="true" />
          The Owl is writing…
        </>
      }
    >
      <Send aria-hidden="true" />
      Send
    </SubmitButton>
  );
}
