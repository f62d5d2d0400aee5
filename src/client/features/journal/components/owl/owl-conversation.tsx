import { useQuery } from '@tanstack/react-query';
import { Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton, type FormApi } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { describeApiError } from '#shared/errors.ts';
import { OWL_MESSAGE_MAX } from '#shared/journal.ts';
import { owlAskSchema } from '#shared/schemas/journal.ts';
import { owlConversationQuery } from '#client/features/journal/api/journal-queries.ts';
import { useAskOwl } from '#client/features/journal/api/use-ask-owl.ts';
import { OwlMessageView } from './owl-message.tsx';

const errorWords = (error: Error) =>
  error instanceof ApiError ? describeApiError(error.code, error.message) : { message: error.message };

/**
 * A conversation with the Owl, about one entry (`entryId`) or in general: who answers, the replies
 * left today, the messages, the reply being written, and the boundary note.
 */
/** Openers for an empty general conversation: each is sent as the first message. */
const CONVERSATION_STARTERS = [
  'Summarise my week',
  'What keeps coming up for me?',
  'Help me think through a decision',
] as const;

export function OwlConversation({ userId, entryId }: { userId: string; entryId: string | null }) {
  const conversation = useQuery(owlConversationQuery(userId, entryId));
  const ask = useAskOwl(userId, entryId);
  const [asked, setAsked] = useState<string | null>(null);

  if (conversation.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
        <Spinner size="sm" label="Loading" />
        Loading the conversation…
      </p>
    );
  }
  if (conversation.error) {
    return (
      <ErrorNotice
        message={`The conversation could not be loaded: ${conversation.error.message}`}
        onRetry={() => void conversation.refetch()}
        retrying={conversation.isRefetching}
      />
    );
  }
  const { owl, messages, boundaryNote } = conversation.data;
  /** Sends a message; once the Owl has answered, the message box is emptied. */
  const send = (text: string, form: FormApi<typeof owlAskSchema>) => {
    setAsked(text);
    ask.mutate(text, { onSuccess: () => form.reset(), onSettled: () => setAsked(null) });
  };
  const failure = ask.error ? errorWords(ask.error) : null;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p className="font-semibold text-indigo-950">Answering: {owl.name}</p>
        {owl.repliesLeftToday !== null ? (
          <p className="text-stone-600">
            {owl.repliesLeftToday} {owl.repliesLeftToday === 1 ? 'reply' : 'replies'} left today
          </p>
        ) : null}
      </div>

      {!owl.aiEnabled ? (
        <p className="rounded-2xl bg-stone-100 px-4 py-3 text-sm text-stone-700">
          The AI Owl is off. Turn it back on under Privacy to talk with it.
        </p>
      ) : null}

      <ol aria-label="Conversation with the Owl" aria-busy={ask.isPending} className="space-y-3">
        {messages.map((m) => (
          <OwlMessageView key={m.id} message={m} />
        ))}
        {ask.isPending && asked ? (
          <OwlMessageView message={{ role: 'user', text: asked, suggestion: null, distress: false }} />
        ) : null}
        {ask.isPending ? (
          <OwlMessageView
            streaming
            message={{ role: 'owl', text: ask.streamed || 'Thinking…', suggestion: null, distress: false }}
          />
        ) : null}
      </ol>

      {failure ? <ErrorNotice size="inline" title={failure.title} message={failure.message} /> : null}

      {owl.aiEnabled ? (
        <Form
          schema={owlAskSchema}
          defaultValues={{ message: '' }}
          pending={ask.isPending}
          onSubmit={({ message }, form) => {
            if (message.trim() !== '') send(message.trim(), form);
          }}
          className="space-y-2"
        >
          {(form) => (
            <>
              {entryId && messages.length === 0 ? (
                <Button variant="warm" disabled={ask.isPending} onClick={() => send('', form)}>
                  <Sparkles aria-hidden="true" />
                  Reflect on this entry
                </Button>
              ) : null}
              {!entryId && messages.length === 0 && !ask.isPending ? (
                <div className="space-y-2">
                  <p className="text-sm text-stone-700">
                    Nothing said yet. Start anywhere — or with one of these:
                  </p>
                  <ul aria-label="Ways to start" className="flex flex-wrap gap-2">
                    {CONVERSATION_STARTERS.map((starter) => (
                      <li key={starter}>
                        <Button variant="outline" size="sm" onClick={() => send(starter, form)}>
                          {starter}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
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
      ) : null}

      <p className="text-xs text-stone-600">{boundaryNote}</p>
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
