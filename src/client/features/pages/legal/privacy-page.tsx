import { LegalDocument } from './legal-document.tsx';
import { PRIVACY } from './privacy-content.ts';

/** /privacy */
export function PrivacyPage() {
  return <LegalDocument content={PRIVACY} />;
}
