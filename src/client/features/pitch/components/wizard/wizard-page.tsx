import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, CloudOff, LoaderCircle, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DetailError, DetailLoading } from '#client/components/detail-page-states.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { Label } from '#client/components/ui/label.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import { cn } from '#client/lib/utils.ts';
import {
  ANSWER_MAX_LENGTH,
  DECK_TITLE_MAX,
  getFramework,
  type FrameworkSlide,
} from '#shared/pitch/frameworks.ts';
import { generateDeck } from '#client/features/pitch/api/pitch-api.ts';
import { pitchKeys } from '#client/features/pitch/api/pitch-keys.ts';
import { useWizardDraft, type WizardSync } from '#client/features/pitch/drafts/use-wizard-draft.ts';
import type { WizardDraft } from '#client/features/pitch/drafts/wizard-store.ts';
import { PremiumUpsell } from '#client/features/pitch/components/premium-upsell.tsx';
import { FrameworkChoice } from './framework-choice.tsx';
import { JournalImport } from './journal-import.tsx';
import { QuestionField } from './question-field.tsx';

const SYNC_TEXT: Record<WizardSync, string> = {
  local: 'Saved on this device',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline: kept on this device, sent when you are back',
  premium: 'Kept on this device',
  error: 'Saved on this device only',
};

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

function Wizard({
  userId,
  draft,
  wizard,
}: {
  userId: string;
  draft: WizardDraft;
  wizard: ReturnType<typeof useWizardDraft>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [step, setStep] = useState(draft.framework ? 1 : 0);
  const framework = draft.framework
    ? getFramework(draft.framework as Parameters<typeof getFramework>[0])
    : null;
  const slides = framework?.slides ?? [];
  const last = slides.length + 1;
  const current: FrameworkSlide | undefined =
    step >= 1 && step <= slides.length ? slides[step - 1] : undefined;

  const generate = useMutation({
    mutationFn: async () => {
      const saved = await wizard.flush();
      if (!saved?.deckId)
        throw new Error(
          wizard.sync === 'premium'
            ? 'premium'
            : 'Your answers could not be sent. Check your connection and try again.',
        );
      const deck = await generateDeck(saved.deckId);
      await wizard.finish();
      return deck;
    },
    onSuccess: (deck) => {
      // The editor starts from this deck (and its version), not from the answers-only one cached before.
      queryClient.setQueryData(pitchKeys.deck(userId, deck.id), deck);
      void queryClient.invalidateQueries({ queryKey: pitchKeys.decks(userId) });
      void navigate(`/pitch/${encodeURIComponent(deck.id)}`);
    },
  });

  const answer = (key: string, text: string) => wizard.update({ answers: { ...draft.answers, [key]: text } });
  const go = (to: number) => {
    setStep(Math.max(0, Math.min(last, to)));
    requestAnimationFrame(() => document.getElementById('wizard-step')?.focus());
  };
  const answeredIn = (slide: FrameworkSlide) =>
    slide.questions.filter((q) => (draft.answers[q.key] ?? '').trim() !== '').length;

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:px-6 md:pt-10">
      <title>New pitch deck · Founder Flow</title>
      <Link
        to="/pitch"
        className={cn(
          'inline-flex items-center gap-1.5 rounded text-sm font-medium text-teal-800 hover:underline',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Your decks
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-indigo-950">
          {draft.deckId ? 'Your answers' : 'New pitch deck'}
        </h1>
        <SyncStatus sync={wizard.sync} />
      </div>
      {wizard.sync === 'premium' ? (
        <div className="mt-4">
          <PremiumUpsell reason="decks" />
          <p className="mt-2 text-sm text-stone-700">
            Your answers stay on this device. You can also{' '}
            <Link className="font-semibold text-teal-800 underline" to="/pitch">
              open your existing deck
            </Link>
            .
          </p>
        </div>
      ) : null}
      {wizard.sync === 'error' && wizard.syncError ? (
        <ErrorNotice
          className="mt-4"
          size="inline"
          message={`Not saved to your account: ${wizard.syncError}`}
        />
      ) : null}

      {framework ? (
        <nav aria-label="Steps" className="mt-6 overflow-x-auto">
          {/* A phone scrolls the row sideways; wider screens wrap it, so every step stays in view. */}
          <ol className="flex gap-1.5 md:flex-wrap">
            {[{ key: 'framework', title: 'Framework' }, ...slides, { key: 'review', title: 'Generate' }].map(
              (s, i) => (
                <li key={s.key}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-current={i === step ? 'step' : undefined}
                    className={cn(
                      'whitespace-nowrap rounded-full px-3 py-1.5 text-xs font-semibold',
                      i === step
                        ? 'bg-indigo-950 text-white'
                        : 'bg-white text-indigo-900 ring-1 ring-indigo-100 hover:bg-indigo-50',
                      focusRing,
                    )}
                  >
                    {i}. {s.title}
                  </button>
                </li>
              ),
            )}
          </ol>
        </nav>
      ) : null}

      <div id="wizard-step" tabIndex={-1} className="mt-6 outline-none">
        {step === 0 || !framework ? (
          <div className="space-y-6">
            <div className="max-w-xl">
              <Label htmlFor={titleId}>Deck title</Label>
              <Input
                id={titleId}
                className="mt-1.5"
                value={draft.title}
                maxLength={DECK_TITLE_MAX}
                placeholder={draft.answers.company || 'Lumen Ledger seed round'}
                onChange={(e) => wizard.update({ title: e.target.value })}
              />
              <p className="mt-1.5 text-sm text-stone-600">
                Optional: your company name is used when this is empty.
              </p>
            </div>
            <FrameworkChoice
              value={framework?.id ?? null}
              onChange={(id) => wizard.update({ framework: id })}
            />
          </div>
        ) : current ? (
          <section
            aria-labelledby="step-title"
            className="rounded-3xl border border-indigo-100 bg-white p-5 shadow-sm sm:p-8"
          >
            <p className="text-sm font-semibold text-teal-800">
              Slide {step} of {slides.length}
            </p>
            <h2 id="step-title" className="mt-1 text-2xl font-bold text-indigo-950">
              {current.title}
            </h2>
            <p className="mt-1 text-stone-700">{current.purpose}</p>
            <div className="mt-6 space-y-5">
              {current.questions.map((question) => (
                <QuestionField
                  key={question.key}
                  question={question}
                  value={draft.answers[question.key] ?? ''}
                  max={ANSWER_MAX_LENGTH}
                  onChange={(text) => answer(question.key, text)}
                />
              ))}
            </div>
            <div className="mt-6">
              <JournalImport
                key={current.key}
                userId={userId}
                questions={current.questions}
                company={draft.answers.company ?? ''}
                onUse={(key, text) => {
                  const before = (draft.answers[key] ?? '').trim();
                  answer(key, (before ? `${before}\n${text}` : text).slice(0, ANSWER_MAX_LENGTH));
                }}
              />
            </div>
          </section>
        ) : (
          <section
            aria-labelledby="review-title"
            className="rounded-3xl border border-indigo-100 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="review-title" className="text-2xl font-bold text-indigo-950">
              Generate your deck
            </h2>
            <p className="mt-1 text-stone-700">
              Empty answers leave gaps the checker will point out; you can fill them here or on the slides
              later.
              {draft.deckId
                ? ' Generating again replaces the slides; the current ones stay in Versions.'
                : null}
            </p>
            <ul className="mt-4 divide-y divide-stone-100">
              {slides.map((slide, i) => {
                const answered = answeredIn(slide);
                return (
                  <li key={slide.key} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <span className="text-indigo-950">
                      {i + 1}. {slide.title}
                    </span>
                    <button
                      type="button"
                      onClick={() => go(i + 1)}
                      className={cn('rounded font-medium text-teal-800 hover:underline', focusRing)}
                    >
                      {answered === slide.questions.length
                        ? 'Answered'
                        : `${answered} of ${slide.questions.length} answered`}
                      <span className="sr-only">: edit {slide.title}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {generate.error && generate.error.message !== 'premium' ? (
              <ErrorNotice
                className="mt-4"
                size="inline"
                message={`The deck was not generated: ${generate.error.message}`}
              />
            ) : null}
            <Button
              size="lg"
              className="mt-6"
              onClick={() => generate.mutate()}
              disabled={generate.isPending || wizard.sync === 'premium'}
            >
              <Sparkles aria-hidden="true" />
              {generate.isPending ? 'Writing your slides…' : 'Generate the deck'}
            </Button>
          </section>
        )}
      </div>

      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden="true" /> Back
        </Button>
        {step < last ? (
          <Button onClick={() => go(step + 1)} disabled={!framework}>
            Next <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {!draft.deckId ? (
        <p className="mt-8 text-sm text-stone-600">
          Want a blank page?{' '}
          <button
            type="button"
            className={cn('rounded font-medium text-teal-800 underline', focusRing)}
            onClick={() => void wizard.startOver().then(() => go(0))}
          >
            Start over
          </button>
        </p>
      ) : null}
    </div>
  );
}

function SyncStatus({ sync }: { sync: WizardSync }) {
  const Icon =
    sync === 'saved' ? Check : sync === 'offline' ? CloudOff : sync === 'saving' ? LoaderCircle : Check;
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm text-stone-700" data-sync={sync}>
      <Icon aria-hidden="true" className={sync === 'saving' ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
      {SYNC_TEXT[sync]}
    </p>
  );
}
