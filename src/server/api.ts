import { SECURITY_SCHEMES } from '#server/http/openapi-operations.ts';
import { createRouter } from '#server/http/router.ts';
import { adminRoutes, adminEditorRoutes, adminPeopleRoutes } from '#server/modules/admin/index.ts';
import {
  accountsRoutes,
  devicesRoutes,
  emailChangeRoutes,
  signInMethodsRoutes,
} from '#server/modules/accounts/index.ts';
import { billingRoutes } from '#server/modules/billing/index.ts';
import { browseRoutes } from '#server/modules/browse/index.ts';
import { catalogRoutes } from '#server/modules/catalog/index.ts';
import { healthRoutes } from '#server/modules/health/index.ts';
import { favoritesRoutes, listeningRoutes, ratingsRoutes } from '#server/modules/listening/index.ts';
import { journalRoutes, owlRoutes } from '#server/modules/journal/index.ts';
import { progressRoutes } from '#server/modules/progress/index.ts';
import { libraryRoutes } from '#server/modules/library/index.ts';
import { newsRoutes } from '#server/modules/news/index.ts';
import { pitchRoutes } from '#server/modules/pitch/index.ts';
import { contactRoutes, wheelOfLifeRoutes } from '#server/modules/pages/index.ts';

/**
 * The JSON API under /api: every module's routes in one chain, so that `ApiType` carries each route's
 * input and answers to the client's typed fetch layer (src/client/lib/api-client.ts).
 */
export function createApi() {
  const api = createRouter()
    .route('/', healthRoutes())
    .route('/', catalogRoutes())
    .route('/', browseRoutes())
    .route('/', listeningRoutes())
    .route('/', ratingsRoutes())
    .route('/', favoritesRoutes())
    .route('/', accountsRoutes())
    .route('/', devicesRoutes())
    .route('/', emailChangeRoutes())
    .route('/', signInMethodsRoutes())
    .route('/', billingRoutes())
    .route('/', contactRoutes())
    .route('/', wheelOfLifeRoutes())
    .route('/', journalRoutes())
    .route('/', owlRoutes())
    .route('/', progressRoutes())
    .route('/', libraryRoutes())
    .route('/', newsRoutes())
    .route('/', pitchRoutes())
    .route('/', adminRoutes())
    .route('/', adminEditorRoutes())
    .route('/', adminPeopleRoutes());
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  return api;
}

/** The API's routes as types, for the client (`hc<ApiType>`); no server code reaches the browser. */
export type ApiType = ReturnType<typeof createApi>;

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Founder Flow API',
    version: '1.0.0',
    description:
      'The JSON API behind the Founder Flow app. Each operation says who may call it (`x-access`: public, user, subscriber or admin) and how (`security`); errors are always `{ error: { code, message } }`.',
    license: { name: 'Proprietary: use under the Founder Flow terms', url: 'https://founderflow.app/terms' },
    contact: { name: 'Founder Flow', url: 'https://founderflow.app/contact' },
  },
  servers: [{ url: '/api' }],
};
