import { LegalDocument } from './legal-document';

/** `/kebijakan-privasi` */
export default function PrivacyPolicyPage() {
  return <LegalDocument name="privacy" />;
}
