import { queryOptions } from '@tanstack/react-query';
import { api, request, uploadFile } from '#client/lib/api-client.ts';
import type {
  AdminAdvisorCreate,
  AdminAdvisorPatch,
  AdminNewsCreate,
  AdminNewsPatch,
  AdminPromptCreate,
  AdminPromptPatch,
  AdminResourceCreate,
  AdminResourcePatch,
} from '#shared/schemas/admin-editors.ts';
import { useAdminWrite } from './admin-api.ts';
import { adminKeys } from './admin-keys.ts';

/** The editors' reads and writes: advisors, news, library, the journal's prompt bank. */
export const editorAdvisorsQuery = () =>
  queryOptions({
    queryKey: adminKeys.editorAdvisors(),
    queryFn: ({ signal }) => request(api.admin.advisors.$get(undefined, { init: { signal } })),
  });

export const newsQuery = () =>
  queryOptions({
    queryKey: adminKeys.news(),
    queryFn: ({ signal }) => request(api.admin.news.$get(undefined, { init: { signal } })),
  });

export const newsPostQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.newsPost(id),
    queryFn: ({ signal }) => request(api.admin.news[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const libraryQuery = () =>
  queryOptions({
    queryKey: adminKeys.library(),
    queryFn: ({ signal }) => request(api.admin.library.$get(undefined, { init: { signal } })),
  });

export const resourceQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.resource(id),
    queryFn: ({ signal }) => request(api.admin.library[':id'].$get({ param: { id } }, { init: { signal } })),
  });

export const promptsQuery = () =>
  queryOptions({
    queryKey: adminKeys.prompts(),
    queryFn: ({ signal }) => request(api.admin['journal-prompts'].$get(undefined, { init: { signal } })),
  });

/** Markdown as readers will see it; a read, so no fresh sign-in is asked. */
export const previewMarkdown = (markdown: string) =>
  request(api.admin['markdown-preview'].$post({ json: { markdown } }));

export const useCreateAdvisor = () =>
  useAdminWrite((json: AdminAdvisorCreate) => request(api.admin.advisors.$post({ json })));
export const useUpdateAdvisor = (id: string) =>
  useAdminWrite((json: AdminAdvisorPatch) =>
    request(api.admin.advisors[':id'].$patch({ param: { id }, json })),
  );
export const useUploadPortrait = (id: string) =>
  useAdminWrite((file: File) =>
    uploadFile(`/admin/advisors/${encodeURIComponent(id)}/portrait`, file, 'PUT'),
  );

export const useCreateNews = () =>
  useAdminWrite((json: AdminNewsCreate) => request(api.admin.news.$post({ json })));
export const useUpdateNews = (id: string) =>
  useAdminWrite((json: AdminNewsPatch) => request(api.admin.news[':id'].$patch({ param: { id }, json })));

export const useUploadCover = (id: string) =>
  useAdminWrite((file: File) => uploadFile(`/admin/news/${encodeURIComponent(id)}/cover`, file, 'PUT'));

export const useCreateResource = () =>
  useAdminWrite((json: AdminResourceCreate) => request(api.admin.library.$post({ json })));
export const useUpdateResource = (id: string) =>
  useAdminWrite((json: AdminResourcePatch) =>
    request(api.admin.library[':id'].$patch({ param: { id }, json })),
  );

export const useUploadResourceFile = (id: string) =>
  useAdminWrite((file: File) => uploadFile(`/admin/library/${encodeURIComponent(id)}/file`, file, 'PUT'));

export const useCreatePrompt = () =>
  useAdminWrite((json: AdminPromptCreate) => request(api.admin['journal-prompts'].$post({ json })));
export const useUpdatePrompt = () =>
  useAdminWrite(({ id, ...json }: AdminPromptPatch & { id: string }) =>
    request(api.admin['journal-prompts'][':id'].$patch({ param: { id }, json })),
  );
