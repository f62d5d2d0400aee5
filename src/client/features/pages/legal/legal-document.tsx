import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';

/** A paragraph, or a list of points. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** The anchor: /privacy#cookies. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** The page's meta description. */
  description: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  /** The short version, above the contents. */
  summary: string[];
  sections: LegalSection[];
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Terms and privacy alike: a heading with the date of the last change, the short version, a linked
 * table of contents and numbered sections, each with an anchor a link can point at.
 */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const { hash } = useLocation();
  // The layout scrolls to the top when the page opens; an address with a section in it goes there.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="mx-auto max-w-6xl px-4 pb-20 pt-8 sm:px-6 md:pt-14">
      <title>{`${content.title} · Founder Flow`}</title>
      <meta name="description" content={content.description} />
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-teal-800">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-5xl">
          {content.title}
        </h1>
        <p className="mt-3 text-sm text-stone-600">
          Last updated <time dateTime={content.updated}>{formatDate(content.updated)}</time>
        </p>
        <div className="mt-6 rounded-3xl border border-teal-100 bg-teal-50/70 p-5 text-stone-800 sm:p-6">
          <h2 className="font-semibold text-indigo-950">The short version</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed">
            {content.summary.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <Contents sections={content.sections} hash={hash} />

        <div className="max-w-3xl space-y-12">
          {content.sections.map((section, index) => (
            <NumberedSection key={section.id} section={section} number={index + 1} />
          ))}
          <p className="border-t border-stone-200 pt-6 text-stone-700">
            Questions about this page? Write to us through the{' '}
            <Link to="/contact" className={cn('font-semibold text-teal-800 underline', focusRing)}>
              contact form
            </Link>
            ; a person answers.
          </p>
        </div>
      </div>
    </article>
  );
}

/** The table of contents; the section the address points at is marked. */
function Contents({ sections, hash }: { sections: LegalSection[]; hash: string }) {
  return (
    <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="contents-heading" className="text-sm font-semibold uppercase tracking-wider text-stone-600">
        Contents
      </h2>
      <ol className="mt-3 space-y-1 border-l border-stone-200">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={cn(
                '-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-stone-700 hover:border-teal-600 hover:text-indigo-950',
                hash === `#${section.id}` && 'border-teal-700 font-semibold text-indigo-950',
                focusRing,
              )}
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function NumberedSection({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2 id={`${section.id}-heading`} className="text-xl font-bold text-indigo-950 md:text-2xl">
        <span className="mr-2 text-teal-700">{number}.</span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-stone-800">
        {section.blocks.map((block) =>
          typeof block === 'string' ? (
            <p key={block}>{block}</p>
          ) : (
            <ul key={block.list[0]} className="list-disc space-y-2 pl-5">
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  );
}
