import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { DECK_TITLE_MAX, type FrameworkId } from '#shared/pitch/frameworks.ts';
import type { WizardDraft } from '#client/features/pitch/drafts/wizard-store.ts';
import { FrameworkChoice } from './framework-choice.tsx';

type DraftChange = Partial<Pick<WizardDraft, 'framework' | 'title'>>;

/**
 * The first step: the deck's title and its framework. The title stays a field of the draft, not of a
 * form, because the draft store writes each keystroke to the device.
 */
export function FrameworkStep({
  draft,
  framework,
  onChange,
}: {
  draft: WizardDraft;
  framework: FrameworkId | null;
  onChange: (change: DraftChange) => void;
}) {
  const titleId = useId();
  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <Label htmlFor={titleId}>Deck title</Label>
        <Input
          id={titleId}
          className="mt-1.5"
          value={draft.title}
          maxLength={DECK_TITLE_MAX}
          placeholder={draft.answers.company || 'Lumen Ledger seed round'}
          onChange={(e) => onChange({ title: e.target.value })}
        />
        <p className="mt-1.5 text-sm text-stone-600">
          Optional: your company name is used when this is empty.
        </p>
      </div>
      <FrameworkChoice value={framework} onChange={(id) => onChange({ framework: id })} />
    </div>
  );
}
