import { LegalDocument } from './legal-document.tsx';
import { TERMS } from './terms-content.ts';

/** /terms */
export function TermsPage() {
  return <LegalDocument content={TERMS} />;
}
