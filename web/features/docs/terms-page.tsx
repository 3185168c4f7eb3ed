import { LegalDocument } from './legal-document';
import { OperatorNotice } from './operator-notice';
import { TERMS_SECTIONS } from './terms-sections';

const TERMS_LAST_UPDATED = '2026-11-21';

/** /terms: terms of service of a Splits installation. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of service"
      lastUpdated={TERMS_LAST_UPDATED}
      summary={
        <OperatorNotice>
          This installation of Splits is run by its operator, the organization or person who hosts it. When these terms say &quot;the
          operator&quot; they mean them. The operator is your counterpart under these terms and the data controller for everything stored
          here.
        </OperatorNotice>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
