import { createRouter } from '#server/http/router.ts';
import { adminRoutes } from '#server/modules/admin/admin.routes.ts';
import { adminEditorRoutes } from '#server/modules/admin/editors.routes.ts';
import { adminPeopleRoutes } from '#server/modules/admin/people.routes.ts';
import { accountsRoutes } from '#server/modules/accounts/accounts.routes.ts';
import { devicesRoutes } from '#server/modules/accounts/devices.routes.ts';
import { emailChangeRoutes } from '#server/modules/accounts/email-change.routes.ts';
import { signInMethodsRoutes } from '#server/modules/accounts/sign-in-methods.routes.ts';
import { billingRoutes } from '#server/modules/billing/billing.routes.ts';
import { browseRoutes } from '#server/modules/browse/browse.routes.ts';
import { catalogRoutes } from '#server/modules/catalog/catalog.routes.ts';
import { healthRoutes } from '#server/modules/health/health.routes.ts';
import { favoritesRoutes } from '#server/modules/listening/favorites.routes.ts';
import { listeningRoutes } from '#server/modules/listening/listening.routes.ts';
import { ratingsRoutes } from '#server/modules/listening/ratings.routes.ts';
import { journalRoutes } from '#server/modules/journal/journal.routes.ts';
import { owlRoutes } from '#server/modules/journal/owl.routes.ts';
import { progressRoutes } from '#server/modules/progress/progress.routes.ts';
import { libraryRoutes } from '#server/modules/library/library.routes.ts';
import { newsRoutes } from '#server/modules/news/news.routes.ts';
import { pitchRoutes } from '#server/modules/pitch/pitch.routes.ts';
import { contactRoutes } from '#server/modules/pages/contact.routes.ts';
import { wheelOfLifeRoutes } from '#server/modules/pages/wheel-of-life.routes.ts';

/**
 * The JSON API under /api: every module's routes in one chain, so that `ApiType` carries each route's
 * input and answers to the client's typed fetch layer (src/client/lib/api-client.ts).
 */
export function createApi() {
  return createRouter()
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
}

/** The API's routes as types, for the client (`hc<ApiType>`); no server code reaches the browser. */
export type ApiType = ReturnType<typeof createApi>;

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: { title: 'Founder Flow API', version: '1.0.0' },
  servers: [{ url: '/api' }],
};
