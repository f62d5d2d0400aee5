import { useSearchParams } from 'react-router';
import { DetailError, DetailLoading } from '#client/components/detail-page-states.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { getFramework, type FrameworkSlide } from '#shared/pitch/frameworks.ts';
import { useWizardDraft } from '#client/features/pitch/drafts/use-wizard-draft.ts';
import type { WizardDraft } from '#client/features/pitch/drafts/wizard-store.ts';
import { FrameworkStep } from './framework-step.tsx';
import { GenerateStep } from './generate-step.tsx';
import { SlideStep } from './slide-step.tsx';
import { StepPills } from './step-pills.tsx';
import { useGenerateDeck } from './use-generate-deck.ts';
import { useWizardStep } from './use-wizard-step.ts';
import { WizardFooter } from './wizard-footer.tsx';
import { WizardHeader } from './wizard-header.tsx';

/** /pitch/new: the wizard, a framework then one short step per slide, saved as the founder types. */
export function WizardPage() {
  const { user } = useAuthSession();
  const [params] = useSearchParams();
  const deckId = params.get('deck');
  const wizard = useWizardDraft(user?.id ?? '', deckId);
  if (wizard.loadError) {
    return (
      <DetailError
        error={wizard.loadError}
        notFound={{
          heading: 'Deck not found',
          text: 'This deck does not exist, or it belongs to another account.',
          back: { to: '/pitch', label: 'Your decks' },
        }}
        pageTitle="New pitch deck"
        errorMessage="Your answers could not be loaded"
        onRetry={() => window.location.reload()}
        retrying={false}
      />
    );
  }
  if (!wizard.draft || !user) return <DetailLoading label="Opening your answers…" />;
  return <Wizard userId={user.id} draft={wizard.draft} wizard={wizard} />;
}

/** Step 0 is the framework, 1..n the framework's slides, and n + 1 generating. */
function Wizard({
  userId,
  draft,
  wizard,
}: {
  userId: string;
  draft: WizardDraft;
  wizard: ReturnType<typeof useWizardDraft>;
}) {
  const framework = draft.framework
    ? getFramework(draft.framework as Parameters<typeof getFramework>[0])
    : null;
  const slides = framework?.slides ?? [];
  const last = slides.length + 1;
  const { step, go } = useWizardStep(draft.framework ? 1 : 0, last);
  const current: FrameworkSlide | undefined =
    step >= 1 && step <= slides.length ? slides[step - 1] : undefined;
  const generate = useGenerateDeck(userId, wizard);
  const answer = (key: string, text: string) => wizard.update({ answers: { ...draft.answers, [key]: text } });

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:px-6 md:pt-10">
      <WizardHeader editingDeck={Boolean(draft.deckId)} sync={wizard.sync} syncError={wizard.syncError} />
      {framework ? <StepPills slides={slides} step={step} onGo={go} /> : null}
      <div id="wizard-step" tabIndex={-1} className="mt-6 outline-none">
        {step === 0 || !framework ? (
          <FrameworkStep draft={draft} framework={framework?.id ?? null} onChange={wizard.update} />
        ) : current ? (
          <SlideStep
            userId={userId}
            slide={current}
            number={step}
            count={slides.length}
            answers={draft.answers}
            onAnswer={answer}
          />
        ) : (
          <GenerateStep
            slides={slides}
            answers={draft.answers}
            regenerating={Boolean(draft.deckId)}
            generate={generate}
            blocked={wizard.sync === 'premium'}
            onGo={go}
          />
        )}
      </div>
      <WizardFooter
        step={step}
        last={last}
        canAdvance={framework !== null}
        onGo={go}
        onStartOver={draft.deckId ? undefined : () => void wizard.startOver().then(() => go(0))}
      />
    </div>
  );
}
