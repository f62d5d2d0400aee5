import { useQuery } from '@tanstack/react-query';
import { matchPath, NavLink, useLocation } from 'react-router';
import { focusRing } from '#client/components/ui/focus-ring.ts';
import { cn } from '#client/lib/utils.ts';
import { adminMeQuery } from '#client/features/admin/api/admin-api.ts';
import { AuditPage } from './audit-page.tsx';
import { ContactInboxPage } from './contact-inbox-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { editorSection } from '#client/features/admin/components/editors/editor-sections.tsx';
import { FeaturedPage } from './featured-page.tsx';
import { PathsPage } from './paths-page.tsx';
import { ReauthProvider } from './reauth-provider.tsx';
import { SessionEditPage } from './session-edit-page.tsx';
import { SessionsPage } from './sessions-page.tsx';
import { SubscriptionsPage } from './subscriptions-page.tsx';
import { UserPage } from './user-page.tsx';
import { UsersPage } from './users-page.tsx';

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/sessions', label: 'Sessions' },
  { to: '/admin/featured', label: 'Featured' },
  { to: '/admin/paths', label: 'Paths' },
  { to: '/admin/advisors', label: 'Advisors' },
  { to: '/admin/news', label: 'News' },
  { to: '/admin/library', label: 'Library' },
  { to: '/admin/prompts', label: 'Prompts' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/contact', label: 'Contact' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** The admin console: one nav of sections, each an address of its own under /admin. */
export function AdminConsole() {
  const me = useQuery(adminMeQuery());
  return (
    <ReauthProvider>
      <div className="mx-auto max-w-7xl px-4 pb-20 pt-8 sm:px-6 md:pt-12">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-indigo-950">Admin</h1>
          {me.data ? <p className="text-sm text-stone-600">Signed in as {me.data.email}</p> : null}
        </header>
        <nav aria-label="Admin sections" className="-mx-4 mt-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-2">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={'end' in section}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold',
                      isActive ? 'bg-indigo-950 text-white' : 'bg-white text-indigo-950 hover:bg-indigo-50',
                      focusRing,
                    )
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6">
          <Section />
        </div>
      </div>
    </ReauthProvider>
  );
}

/** The section the address names (the router declares these paths; the console draws them). */
function Section() {
  const { pathname } = useLocation();
  const at = (pattern: string) => matchPath(`/admin/${pattern}`, pathname);
  const session = at('sessions/:id');
  const user = at('users/:id');
  if (at('sessions')) return <SessionsPage />;
  if (session?.params.id === 'new') return <SessionEditPage key="new" />;
  if (session?.params.id) return <SessionEditPage key={session.params.id} id={session.params.id} />;
  if (at('featured')) return <FeaturedPage />;
  const editor = editorSection(at);
  if (editor) return editor;
  if (at('paths')) return <PathsPage />;
  if (at('users')) return <UsersPage />;
  if (user?.params.id) return <UserPage key={user.params.id} id={user.params.id} />;
  if (at('subscriptions')) return <SubscriptionsPage />;
  if (at('audit')) return <AuditPage />;
  if (at('contact')) return <ContactInboxPage />;
  return <DashboardPage />;
}
