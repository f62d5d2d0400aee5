import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import type { Deck, ShareCreate, ShareLink, ShareUpdate } from '#shared/schemas/pitch.ts';
import {
  analyticsQuery,
  createShare,
  revokeShare,
  updateShare,
} from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';

/**
 * The deck's share link and its views while the dialog is open. The link made here is kept only in
 * this state: the server has just its hash, so it cannot be shown again after the dialog forgets it.
 */
export function useShareLink(userId: string, deck: Deck, open: boolean) {
  const queryClient = useQueryClient();
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
    mutationFn: (body: ShareCreate) => createShare(deck.id, body),
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
  const update = useMutation({
    mutationFn: (body: ShareUpdate) => updateShare(deck.id, body),
    onSuccess: refresh,
  });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  const premium = [create.error, update.error, analytics.error].some(
    (e) => e instanceof ApiError && e.code === 'premium_required',
  );
  const share = analytics.data?.share ?? deck.share;
  return {
    link,
    copied,
    copy,
    analytics,
    create,
    revoke,
    update,
    premium,
    share,
    active: share?.active ?? false,
  };
}
