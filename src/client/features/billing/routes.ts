import { SalesPage } from './components/sales-page.tsx';
import { SubscriptionPage } from './components/subscription-page.tsx';
import { SubscriptionSuccessPage } from './components/subscription-success-page.tsx';

/** The billing pages, loaded on demand in one chunk. Each page loads its own data with its states. */
export const subscriptionRoute = () => ({ Component: SubscriptionPage });
export const subscriptionSuccessRoute = () => ({ Component: SubscriptionSuccessPage });
export const salesRoute = () => ({ Component: SalesPage });
