import { LegalDocument } from './legal-document';
import { OperatorNotice } from './operator-notice';
import { PRIVACY_SECTIONS } from './privacy-sections';

const PRIVACY_LAST_UPDATED = '2026-11-21';

/** /privacy: privacy policy of a Splits installation. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      summary={
        <OperatorNotice>
          The operator of this installation of Splits, the organization or person who hosts it, is the data controller for the personal data
          stored here. This policy explains what is stored, who sees it, and how to have it removed.
        </OperatorNotice>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
