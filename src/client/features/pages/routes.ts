/**
 * The pages area's routes. Each page is a chunk of its own, so the legal pages and the manifesto do
 * not download the contact form's validation or the Wheel of Life's chart library (which the wheel
 * page loads in yet another chunk, after its sliders). Each page renders its own loading and error
 * states.
 */
export const termsRoute = async () => ({
  Component: (await import('./legal/terms-page.tsx')).TermsPage,
});
export const privacyRoute = async () => ({
  Component: (await import('./legal/privacy-page.tsx')).PrivacyPage,
});
export const manifestRoute = async () => ({
  Component: (await import('./manifest/manifest-page.tsx')).ManifestPage,
});
export const contactRoute = async () => ({
  Component: (await import('./contact/contact-page.tsx')).ContactPage,
});
export const wheelOfLifeRoute = async () => ({
  Component: (await import('./wheel/wheel-page.tsx')).WheelOfLifePage,
});
