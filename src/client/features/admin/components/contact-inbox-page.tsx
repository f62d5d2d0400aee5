import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Form, SubmitButton } from '#client/components/ui/form.tsx';
import { TextareaField } from '#client/components/ui/form-fields.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorText, QueryState } from '#client/components/ui/query-state.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { notify } from '#client/lib/notify.ts';
import { CONTACT_TOPIC_LABELS } from '#shared/schemas/contact.ts';
import {
  adminContactReplySchema,
  CONTACT_REPLY_MAX,
  type AdminContactMessage,
} from '#shared/schemas/admin-people.ts';
import {
  contactQuery,
  useMarkContact,
  useReplyContact,
  type ContactStatus,
} from '#client/features/admin/api/people-api.ts';
import { formatDateTime, PageTitle, Pager } from './ui.tsx';

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
      <Label layout="stack" className="mb-4 w-fit">
        Show
        <Select
          className="mt-1.5"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as ContactStatus);
            setOffset(0);
          }}
        >
          <option value="unread">Unread</option>
          <option value="read">Read</option>
          <option value="all">All</option>
        </Select>
      </Label>
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
  return (
    <Card as="li">
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
          <Form
            schema={adminContactReplySchema}
            defaultValues={{ reply: '' }}
            onSubmit={(values) =>
              reply.mutate(
                { id: message.id, ...values },
                {
                  onSuccess: () => {
                    void notify('success', `Reply sent to ${message.email}.`);
                    setReplying(false);
                  },
                },
              )
            }
            error={reply.error ? errorText(reply.error) : null}
            pending={reply.isPending}
            className="mt-3 space-y-2"
            actions={
              <div className="flex gap-2">
                <SendReplyButton />
                <Button variant="outline" size="sm" onClick={() => setReplying(false)}>
                  Cancel
                </Button>
              </div>
            }
          >
            <TextareaField
              name="reply"
              label={`Reply to ${message.name}`}
              hint="Sent by mail to their address; they can answer through the contact page."
              rows={6}
              maxLength={CONTACT_REPLY_MAX}
            />
          </Form>
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
    </Card>
  );
}

/** Offered once there is a reply to send. */
function SendReplyButton() {
  const text = useWatch({ name: 'reply' }) as unknown;
  return (
    <SubmitButton
      size="sm"
      pendingLabel="Sending…"
      disabled={typeof text !== 'string' || text.trim().length < 2}
    >
      Send reply
    </SubmitButton>
  );
}
