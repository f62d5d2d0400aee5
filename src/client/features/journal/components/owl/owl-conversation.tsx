import { useQuery } from '@tanstack/react-query';
import { Send, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { describeApiError } from '#shared/errors.ts';
import { OWL_MESSAGE_MAX } from '#shared/journal.ts';
import { owlConversationQuery } from '#client/features/journal/api/journal-queries.ts';
import { useAskOwl } from '#client/features/journal/api/use-ask-owl.ts';
import { textareaClass } from '#client/features/journal/components/styles.ts';
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
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const inputId = useId();

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
  const send = (text: string) => {
    setAsked(text);
    ask.mutate(text, { onSuccess: () => setMessage(''), onSettled: () => setAsked(null) });
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
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (message.trim() !== '') send(message.trim());
          }}
        >
          {entryId && messages.length === 0 ? (
            <Button variant="warm" disabled={ask.isPending} onClick={() => send('')}>
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
                    <Button variant="outline" size="sm" onClick={() => send(starter)}>
                      {starter}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <label htmlFor={inputId} className="block text-sm font-medium text-indigo-950">
            {entryId ? 'Ask the Owl about this entry' : 'Message the Owl'}
          </label>
          <textarea
            id={inputId}
            rows={2}
            value={message}
            maxLength={OWL_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
            className={textareaClass}
          />
          <Button type="submit" disabled={ask.isPending || message.trim() === ''} aria-busy={ask.isPending}>
            <Send aria-hidden="true" />
            {ask.isPending ? 'The Owl is writing…' : 'Send'}
          </Button>
        </form>
      ) : null}

      <p className="text-xs text-stone-600">{boundaryNote}</p>
    </div>
  );
}
