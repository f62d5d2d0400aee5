import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { describeApiError } from '#shared/errors.ts';
import { owlConversationQuery } from '#client/features/journal/api/journal-queries.ts';
import { useAskOwl } from '#client/features/journal/api/use-ask-owl.ts';
import { OwlAskForm, type OwlSend } from './owl-ask-form.tsx';
import { OwlMessageView } from './owl-message.tsx';

const errorWords = (error: Error) =>
  error instanceof ApiError ? describeApiError(error.code, error.message) : { message: error.message };

/**
 * A conversation with the Owl, about one entry (`entryId`) or in general: who answers, the replies
 * left today, the messages, the reply being written, and the boundary note.
 */
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
  const send: OwlSend = (text, form) => {
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
        <OwlAskForm entryId={entryId} empty={messages.length === 0} pending={ask.isPending} onSend={send} />
      ) : null}

      <p className="text-xs text-stone-600">{boundaryNote}</p>
    </div>
  );
}
