import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Artwork } from '#client/components/artwork.tsx';
import { advisorName } from '#client/components/session/session-format.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { TextButton } from '#client/components/ui/text-button.tsx';
import { onboardingQuery, skipOnboarding } from '#client/features/progress/api/onboarding.ts';
import { meKeys } from '#client/entities/listening-history/listening-history.ts';
import { useState } from 'react';
import type { OnboardingResult } from '#shared/schemas/onboarding.ts';
import { OnboardingSteps } from './onboarding-steps.tsx';

/**
 * The home screen's welcome for a user who has not been through onboarding: the three steps, then
 * a first session that fits. Inline rather than a dialog, so nothing stands between a new user and
 * the catalogue; 'Skip for now' puts it away for good (the profile can still fill it in).
 */
export function OnboardingPanel() {
  const queryClient = useQueryClient();
  const { data } = useQuery(onboardingQuery());
  const [result, setResult] = useState<OnboardingResult | null>(null);
  const [closed, setClosed] = useState(false);
  const skip = useMutation({
    mutationFn: skipOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
  // Everything the answers change (recommendations, the daily prompt, the profile) is read again
  // once the user leaves the first-session card, so the card stays while they read it.
  const finish = () => {
    setClosed(true);
    void queryClient.invalidateQueries();
  };

  if (!data || closed || (data.completed && !result)) return null;
  return (
    <section
      aria-labelledby="onboarding-heading"
      className="mx-auto my-6 w-[calc(100%-2rem)] max-w-5xl rounded-3xl border border-teal-100 bg-teal-50/60 p-5 sm:p-8"
    >
      <h2 id="onboarding-heading" className="text-xl font-bold text-indigo-950">
        {result ? 'Your first session' : 'Make Founder Flow yours'}
      </h2>
      {result ? (
        <FirstSession result={result} onLeave={finish} />
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">Three quick questions, and we suggest where to start.</p>
          <div className="mt-5">
            <OnboardingSteps
              initial={data}
              onSaved={setResult}
              secondary={
                <TextButton onClick={() => skip.mutate()} disabled={skip.isPending}>
                  Skip for now
                </TextButton>
              }
            />
          </div>
        </>
      )}
    </section>
  );
}

function FirstSession({ result, onLeave }: { result: OnboardingResult; onLeave: () => void }) {
  const session = result.firstSession;
  if (!session) {
    return (
      <div className="mt-3">
        <p className="text-sm text-stone-700">Thanks. Your recommendations below now follow your answers.</p>
        <TextButton className="mt-3" onClick={onLeave}>
          Close
        </TextButton>
      </div>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
      <Artwork artwork={session.artwork} size={96} />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-indigo-950">{session.title}</p>
        <p className="text-sm text-stone-700">
          {advisorName(session)} · {session.durationMinutes} min
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-stone-700">{session.description}</p>
      </div>
      <div className="flex items-center gap-3">
        <Link to={`/sessions/${session.id}`} className={buttonVariants({ size: 'md' })} onClick={onLeave}>
          Start this session
        </Link>
        <TextButton onClick={onLeave}>Close</TextButton>
      </div>
    </div>
  );
}
