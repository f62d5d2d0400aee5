import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { notify } from '#client/lib/notify.ts';
import { CONTACT_TOPIC_LABELS } from '#shared/schemas/contact.ts';
import type { AdminContactMessage } from '#shared/schemas/admin-people.ts';
import {
  contactQuery,
  useMarkContact,
  useReplyContact,
  type ContactStatus,
} from '#client/features/admin/api/people-api.ts';
import { TextArea } from './form-controls.tsx';
import { card, errorText, formatDateTime, PageTitle, Pager, QueryState, selectClass } from './ui.tsx';

const LIMIT = 20;

/** /admin/contact: the contact page's messages, unread first to see, each answered by mail. */
export function ContactInboxPage() {
  const [status, setStatus] = useState<ContactStatus>('unread');
  const [offset, setOffset] = useState(0);
  const inbox = useQuery(contactQuery({ status, offset, limit: LIMIT }));
  return (
    <section>
      <PageTitle title="Contact messages">
        {inbox.data ? <p className="text-sm text-stone-600">{inbox.data.unread} unread</p> : null}
      </PageTitle>
      <label className="mb-4 flex w-fit flex-col text-sm font-medium text-indigo-950">
        Show
        <select
          className={`${selectClass} mt-1.5`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContactStatus);
            setOffset(0);
          }}
        >
          <option value="unread">Unread</option>
          <option value="read">Read</option>
          <option value="all">All</option>
        </select>
      </label>
      <QueryState
        query={inbox}
        isEmpty={inbox.data?.items.length === 0}
        empty={status === 'unread' ? 'Nothing unread. Well done.' : 'No messages.'}
      >
        <ul className="space-y-4">
          {inbox.data?.items.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </ul>
        <Pager offset={offset} limit={LIMIT} total={inbox.data?.total ?? 0} onChange={setOffset} />
      </QueryState>
    </section>
  );
}

function Message({ message }: { message: AdminContactMessage }) {
  const mark = useMarkContact();
  const reply = useReplyContact();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(
      { id: message.id, reply: text },
      {
        onSuccess: () => {
          void notify('success', `Reply sent to ${message.email}.`);
          setReplying(false);
          setText('');
        },
      },
    );
  };
  return (
    <li className={card}>
      <article aria-label={`Message from ${message.name}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-indigo-950">
            {message.readAt ? null : (
              <span className="mr-2 rounded-full bg-teal-700 px-2 py-0.5 text-xs text-white">New</span>
            )}
            {CONTACT_TOPIC_LABELS[message.topic]} · {message.name}
          </h3>
          <p className="text-xs text-stone-600">{formatDateTime(message.createdAt)}</p>
        </header>
        <p className="text-sm text-stone-600">{message.email}</p>
        <p className="mt-3 whitespace-pre-line text-sm text-stone-800">{message.message}</p>
        {message.repliedAt ? (
          <p className="mt-2 text-xs font-medium text-teal-800">
            Replied {formatDateTime(message.repliedAt)}
          </p>
        ) : null}
        {mark.error ? <ErrorNotice size="inline" className="mt-2" {...errorText(mark.error)} /> : null}
        {replying ? (
          <form onSubmit={send} className="mt-3 space-y-2">
            <TextArea
              label={`Reply to ${message.name}`}
              hint="Sent by mail to their address; they can answer through the contact page."
              rows={6}
              value={text}
              maxLength={5000}
              onChange={(e) => setText(e.target.value)}
            />
            {reply.error ? <ErrorNotice size="inline" {...errorText(reply.error)} /> : null}
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={reply.isPending || text.trim().length < 2}>
                {reply.isPending ? 'Sending…' : 'Send reply'}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setReplying(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setReplying(true)}>
              Reply
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={mark.isPending}
              onClick={() => mark.mutate({ id: message.id, read: !message.readAt })}
            >
              {message.readAt ? 'Mark unread' : 'Mark read'}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
