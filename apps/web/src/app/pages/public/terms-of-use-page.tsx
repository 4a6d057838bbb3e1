import { LegalDocument } from './legal-document';

/** `/ketentuan-penggunaan` */
export default function TermsOfUsePage() {
  return <LegalDocument name="terms" />;
}
