import { ContactPage } from './contact/contact-page.tsx';
import { PrivacyPage } from './legal/privacy-page.tsx';
import { TermsPage } from './legal/terms-page.tsx';
import { ManifestPage } from './manifest/manifest-page.tsx';
import { WheelOfLifePage } from './wheel/wheel-page.tsx';

/**
 * The pages area's routes, loaded on demand in one chunk (the Wheel of Life's chart library in one of
 * its own). Each page renders its own loading and error states.
 */
export const termsRoute = () => ({ Component: TermsPage });
export const privacyRoute = () => ({ Component: PrivacyPage });
export const manifestRoute = () => ({ Component: ManifestPage });
export const contactRoute = () => ({ Component: ContactPage });
export const wheelOfLifeRoute = () => ({ Component: WheelOfLifePage });
