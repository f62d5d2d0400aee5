import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2Off } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import type { Deck, ShareLink } from '#shared/schemas/pitch.ts';
import { analyticsQuery, createShare, revokeShare } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import { PremiumUpsell } from '#client/features/pitch/components/premium-upsell.tsx';
import { ShareAnalytics } from './share-analytics.tsx';

const EXPIRY = [
  { value: '', label: 'Never' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
] as const;

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * A read-only link to the deck for anyone, without an account: create (optionally expiring), copy,
 * revoke; and what viewers did with it. The link is shown once, when made: the server keeps only a
 * hash of it, so a lost link is replaced by making a new one (which ends the old).
 */
export function ShareDialog({
  open,
  onClose,
  userId,
  deck,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  deck: Deck;
}) {
  const queryClient = useQueryClient();
  const expiryId = useId();
  const [expiry, setExpiry] = useState('');
  const [link, setLink] = useState<ShareLink | null>(null);
  const [copied, setCopied] = useState(false);
  const analytics = useQuery({ ...analyticsQuery(userId, deck.id), enabled: open });
  // Views arrive while the dialog is closed: each opening shows the latest figures.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: pitchKeys.analytics(userId, deck.id) });
  }, [open, queryClient, userId, deck.id]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: pitchKeys.deck(userId, deck.id) });
    void queryClient.invalidateQueries({ queryKey: pitchKeys.analytics(userId, deck.id) });
  };
  const create = useMutation({
    mutationFn: () => createShare(deck.id, { expiresInDays: expiry ? Number(expiry) : null }),
    onSuccess: (made) => {
      setLink(made);
      setCopied(false);
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: () => revokeShare(deck.id),
    onSuccess: () => {
      setLink(null);
      refresh();
    },
  });
  const premium = [create.error, analytics.error].some(
    (e) => e instanceof ApiError && e.code === 'premium_required',
  );
  const share = analytics.data?.share ?? deck.share;
  const active = share?.active ?? false;

  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share a read-only link"
      className="max-w-lg"
      description="Anyone with the link can view the deck, without an account. Speaker notes are never shown."
    >
      <div className="mt-5 space-y-5">
        {premium ? (
          <PremiumUpsell reason="share" headingLevel={3} />
        ) : (
          <>
            {link ? (
              <div className="space-y-2">
                <Label htmlFor={`${expiryId}-link`}>Your link</Label>
                <div className="flex gap-2">
                  <Input
                    id={`${expiryId}-link`}
                    readOnly
                    value={link.url}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button variant="outline" onClick={() => void copy()}>
                    {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                </div>
                <p className="text-sm text-stone-600">
                  {link.expiresAt ? `Works until ${day(link.expiresAt)}.` : 'Works until you revoke it.'} Copy
                  it now: for your privacy it is shown only once.
                </p>
              </div>
            ) : active && share ? (
              <p className="text-sm text-stone-700">
                A link is active{share.expiresAt ? ` until ${day(share.expiresAt)}` : ''}. Make a new one to
                copy it again; the old one stops working.
              </p>
            ) : (
              <p className="text-sm text-stone-700">No link is active.</p>
            )}
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-40">
                <Label htmlFor={expiryId}>Link expires</Label>
                <Select
                  id={expiryId}
                  className="block w-full mt-1.5"
                  value={expiry}
                  onChange={(e) => setExpiry(e.target.value)}
                >
                  {EXPIRY.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </div>
              <Button onClick={() => create.mutate()} disabled={create.isPending}>
                {active || link ? 'Make a new link' : 'Create link'}
              </Button>
              {active || link ? (
                <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
                  <Link2Off aria-hidden="true" />
                  Revoke
                </Button>
              ) : null}
            </div>
            {create.error && !premium ? (
              <ErrorNotice size="inline" message={`No link made: ${create.error.message}`} />
            ) : null}
            {revoke.error ? (
              <ErrorNotice size="inline" message={`Not revoked: ${revoke.error.message}`} />
            ) : null}
            <ShareAnalytics query={analytics} />
          </>
        )}
      </div>
    </Dialog>
  );
}
