import { ChartLine, MessageCircle, NotebookPen, PenLine, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { OwlIcon } from '#client/components/icons/owl-icon.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { useAuthSession } from '#client/entities/account/auth-session.ts';
import type { ComposeContext } from '#client/features/journal/drafts/use-compose.ts';
import { useDraftSync } from '#client/features/journal/drafts/use-drafts.ts';
import { ComposeSection } from './compose/compose-section.tsx';
import { EntriesPanel } from './entries/entries-panel.tsx';
import { InsightsPanel } from './insights/insights-panel.tsx';
import { OwlConversation } from './owl/owl-conversation.tsx';
import { PrivacyPanel } from './privacy/privacy-panel.tsx';

const TABS = ['write', 'entries', 'owl', 'insights', 'privacy'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t === value);

function contextFrom(params: URLSearchParams): ComposeContext {
  const value = (name: string) => params.get(name)?.trim() || null;
  return { sessionId: value('sessionId'), sessionTitle: value('sessionTitle'), prompt: value('prompt') };
}

/** The page's tabs, in order, as the tab list shows them. */
const TAB_LABELS: { value: Tab; label: string; Icon: LucideIcon }[] = [
  { value: 'write', label: 'Write', Icon: PenLine },
  { value: 'entries', label: 'Entries', Icon: NotebookPen },
  { value: 'owl', label: 'Ask the Owl', Icon: MessageCircle },
  { value: 'insights', label: 'Insights', Icon: ChartLine },
  { value: 'privacy', label: 'Privacy', Icon: ShieldCheck },
];

/** /journal, the AI Owl tab: write or record, read back, talk with the Owl, see patterns, and privacy. */
export function JournalPage() {
  const { user } = useAuthSession();
  const [params, setParams] = useSearchParams();
  const [context] = useState(() => contextFrom(params));
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'write';
  const show = (next: string) => {
    const copy = new URLSearchParams(params);
    if (next === 'write') copy.delete('tab');
    else copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  if (!user) return null;

  return (
    <div className="mx-auto max-w-4xl px-4 pb-20 pt-8 sm:px-6 md:pt-12">
      <title>AI Owl · Founder Flow</title>
      <header>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-teal-800">
          <OwlIcon aria-hidden="true" className="size-4" />
          AI Owl
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-indigo-950 md:text-4xl">Your journal</h1>
        <p className="mt-2 text-stone-700">
          Write or speak what is on your mind. The AI Owl helps you reflect — only if you want it to.
        </p>
      </header>
      <JournalTabs userId={user.id} tab={tab} onTab={show} context={context} />
    </div>
  );
}

function JournalTabs({
  userId,
  tab,
  onTab,
  context,
}: {
  userId: string;
  tab: Tab;
  onTab: (tab: string) => void;
  context: ComposeContext;
}) {
  useDraftSync(userId);
  const [justSaved, setJustSaved] = useState(false);
  return (
    <Tabs value={tab} onValueChange={onTab} className="mt-6">
      <TabsList label="Journal" scrollOnPhone>
        {TAB_LABELS.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <span className="flex items-center justify-center gap-1.5 whitespace-nowrap">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="write" className="mt-6">
        <ComposeSection
          userId={userId}
          context={context}
          onSent={() => {
            setJustSaved(true);
            onTab('entries');
          }}
        />
      </TabsContent>
      <TabsContent value="entries" className="mt-6">
        <EntriesPanel userId={userId} justSaved={justSaved} onWrite={() => onTab('write')} />
      </TabsContent>
      <TabsContent value="owl" className="mt-6">
        <section aria-labelledby="owl-heading" className={cardVariants()}>
          <h2 id="owl-heading" className="mb-4 text-xl font-bold text-indigo-950">
            Ask the Owl
          </h2>
          <OwlConversation userId={userId} entryId={null} />
        </section>
      </TabsContent>
      <TabsContent value="insights" className="mt-6">
        <InsightsPanel userId={userId} />
      </TabsContent>
      <TabsContent value="privacy" className="mt-6">
        <PrivacyPanel userId={userId} />
      </TabsContent>
    </Tabs>
  );
}
