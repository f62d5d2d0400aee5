import type { ReactElement } from 'react';
import type { PathMatch } from 'react-router';
import { AdvisorEditPage } from './advisor-edit-page.tsx';
import { AdvisorsPage } from './advisors-page.tsx';
import { LibraryListPage, ResourceEditPage } from './library-pages.tsx';
import { NewsEditPage, NewsListPage } from './news-pages.tsx';
import { PromptsPage } from './prompts-page.tsx';

/** The editors' sections (advisors, news, library, prompts) for the address, or null. */
export function editorSection(at: (pattern: string) => PathMatch | null): ReactElement | null {
  if (at('advisors')) return <AdvisorsPage />;
  const advisor = at('advisors/:id')?.params.id;
  if (advisor) return <AdvisorEditPage key={advisor} id={advisor} />;
  if (at('news')) return <NewsListPage />;
  const post = at('news/:id')?.params.id;
  if (post) return post === 'new' ? <NewsEditPage key="new" /> : <NewsEditPage key={post} id={post} />;
  if (at('library')) return <LibraryListPage />;
  const resource = at('library/:id')?.params.id;
  if (resource)
    return resource === 'new' ? (
      <ResourceEditPage key="new" />
    ) : (
      <ResourceEditPage key={resource} id={resource} />
    );
  if (at('prompts')) return <PromptsPage />;
  return null;
}
