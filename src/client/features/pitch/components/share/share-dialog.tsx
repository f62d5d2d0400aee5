import { Dialog } from '#client/components/ui/dialog.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import type { Deck } from '#shared/schemas/pitch.ts';
import { PremiumUpsell } from '#client/features/pitch/components/premium-upsell.tsx';
import { ShareAnalytics } from './share-analytics.tsx';
import { ShareLinkForm } from './share-link-form.tsx';
import { ShareLinkSettings } from './share-link-settings.tsx';
import { ShareLinkStatus } from './share-link-status.tsx';
import { useShareLink } from './use-share-link.ts';

/**
 * A read-only link to the deck for anyone, without an account: create (optionally expiring, with a
 * password, following the deck or pinned to this version), copy, change, revoke; and what viewers
 * did with it. The link is shown once, when made: the server keeps only a
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
  const sharing = useShareLink(userId, deck, open);
  const { link, create, revoke, update, share } = sharing;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share a read-only link"
      className="max-w-lg"
      description="Anyone with the link can view the deck, without an account. Speaker notes are never shown."
    >
      <div className="mt-5 space-y-5">
        {sharing.premium ? (
          <PremiumUpsell reason="share" headingLevel={3} />
        ) : (
          <>
            <ShareLinkStatus
              link={link}
              share={share}
              copied={sharing.copied}
              onCopy={() => void sharing.copy()}
            />
            <ShareLinkForm
              hasLink={sharing.active || link !== null}
              creating={create.isPending}
              revoking={revoke.isPending}
              onCreate={(body) => create.mutate(body)}
              onRevoke={() => revoke.mutate()}
            />
            {share?.active ? (
              <ShareLinkSettings
                share={share}
                saving={update.isPending}
                onUpdate={(body) => update.mutateAsync(body)}
              />
            ) : null}
            {update.error ? (
              <ErrorNotice size="inline" message={`Not changed: ${update.error.message}`} />
            ) : null}
            {create.error ? (
              <ErrorNotice size="inline" message={`No link made: ${create.error.message}`} />
            ) : null}
            {revoke.error ? (
              <ErrorNotice size="inline" message={`Not revoked: ${revoke.error.message}`} />
            ) : null}
            <ShareAnalytics query={sharing.analytics} />
          </>
        )}
      </div>
    </Dialog>
  );
}
