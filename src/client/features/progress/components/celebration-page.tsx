import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Share2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorNotice } from '#client/components/ui/error-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { celebrationQuery } from '#client/features/progress/api/celebration.ts';
import { storyOf, type StorySlide } from '#client/features/progress/celebration/story.ts';
import { useShareStory } from '#client/features/progress/hooks/use-share-story.ts';
import { cn } from '#client/lib/utils.ts';
import type { Celebration } from '#shared/schemas/progress.ts';

/** How far a finger must travel sideways before a swipe turns the page. */
const SWIPE_PX = 50;

/** /celebration: the user's milestones as a full-screen story, a page at a time, shareable as a picture. */
export function CelebrationPage() {
  const { data, isPending, error, refetch, isRefetching } = useQuery(celebrationQuery());
  useEffect(() => {
    document.title = 'Your story · Founder Flow';
  }, []);
  if (isPending) {
    return (
      <p role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-stone-600">
        <Spinner size="sm" label="Loading" />
        Gathering your story...
      </p>
    );
  }
  if (error) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorNotice
          message={`Error loading your story: ${error.message}`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      </div>
    );
  }
  return <Reel data={data} />;
}

function Reel({ data }: { data: Celebration }) {
  const slides = storyOf(data);
  const [index, setIndex] = useState(0);
  const { shareState, share } = useShareStory(data);
  const start = useRef<number | null>(null);
  const last = index === slides.length - 1;
  const go = (to: number) => setIndex(Math.max(0, Math.min(slides.length - 1, to)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(slides.length - 1, i + 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [slides.length]);

  const slide = slides[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Your Founder Flow story"
      className={cn(
        // Between the header and, on a phone, the tab bar: the page controls stay in view.
        'relative flex min-h-[calc(100dvh-8rem)] flex-col bg-gradient-to-br text-white motion-safe:transition-colors md:min-h-[calc(100dvh-4rem)]',
        slide.tone,
      )}
      onPointerDown={(event) => (start.current = event.clientX)}
      onPointerUp={(event) => {
        if (start.current === null) return;
        const moved = event.clientX - start.current;
        start.current = null;
        if (Math.abs(moved) >= SWIPE_PX) go(index + (moved < 0 ? 1 : -1));
      }}
    >
      <div className="flex items-center gap-3 px-4 pt-4 sm:px-8">
        <PageSteps slides={slides} index={index} go={go} />
        <Link
          to="/profile"
          aria-label="Close your story"
          className="grid size-10 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <Page slide={slide} position={`${index + 1} of ${slides.length}`} />
      <div className="flex items-center justify-between gap-3 px-4 pb-8 sm:px-8">
        <Button
          variant="ghostLight"
          size="icon"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {last ? <ShareStory shareState={shareState} share={share} /> : null}
        <Button
          variant="ghostLight"
          size="icon"
          onClick={() => go(index + 1)}
          disabled={last}
          aria-label="Next page"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

/** One step per page at the top, the pages so far filled in; each one opens its page. */
function PageSteps({ slides, index, go }: { slides: StorySlide[]; index: number; go: (to: number) => void }) {
  return (
    <ol className="flex flex-1 gap-1.5" aria-label="Pages">
      {slides.map((s, i) => (
        <li key={s.id} className="flex-1">
          <button
            type="button"
            aria-label={`Page ${i + 1} of ${slides.length}: ${s.eyebrow}`}
            aria-current={i === index ? 'step' : undefined}
            onClick={() => go(i)}
            className="flex h-6 w-full items-center focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-300"
          >
            <span className={cn('h-1 w-full rounded-full', i <= index ? 'bg-white' : 'bg-white/30')} />
          </button>
        </li>
      ))}
    </ol>
  );
}

function ShareStory({ shareState, share }: { shareState: string | null; share: () => Promise<void> }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <Button variant="warm" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share my story
      </Button>
      <p role="status" className="min-h-5 text-center text-sm text-white/85">
        {shareState}
      </p>
    </div>
  );
}

function Page({ slide, position }: { slide: StorySlide; position: string }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-live="polite"
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-6 py-10 sm:px-8"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-amber-200">{slide.eyebrow}</p>
      <h1 className="mt-3 text-5xl font-extrabold leading-tight sm:text-6xl">{slide.headline}</h1>
      <p className="mt-5 text-lg text-white/90 sm:text-xl">{slide.text}</p>
    </div>
  );
}
