import { ComposeCard } from './compose-card.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { DraftsPanel } from './drafts-panel.tsx';
import type { ComposeContext } from '#client/features/journal/drafts/use-compose.ts';
import { useCompose } from '#client/features/journal/drafts/use-compose.ts';

/** The Write tab: the entry being written, and the drafts that exist only on this device. */
export function ComposeSection({
  userId,
  context,
  onSent,
}: {
  userId: string;
  context: ComposeContext;
  onSent: () => void;
}) {
  const compose = useCompose(userId, context);
  return (
    <div className="space-y-5">
      <DraftsPanel userId={userId} currentId={compose.draft.id} onContinue={compose.load} />
      <div className={cardVariants()}>
        <ComposeCard userId={userId} context={context} compose={compose} onSent={onSent} />
      </div>
    </div>
  );
}
