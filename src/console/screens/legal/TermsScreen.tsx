import { t } from '../../../shared/messages';
import { PublicPage } from '../public/PublicPage';

/** /terms-conditions: the rules of using the console. */
export function TermsScreen() {
  return (
    <PublicPage title={t('termsConditions')} wide>
      <p>The console is provided to people invited by an organisation to manage its websites. By signing in you agree to the following.</p>
      <h2 style={{ fontSize: 18 }}>Your account</h2>
      <p>
        Keep your password to yourself and sign out on shared computers. Tell your administrator at once if you believe someone else has
        used your account.
      </p>
      <h2 style={{ fontSize: 18 }}>Content and review</h2>
      <p>
        Changes made by makers are published only after a checker approves them. Submit only content your organisation is entitled to
        publish, and review with care: published content appears on public websites.
      </p>
      <h2 style={{ fontSize: 18 }}>Availability</h2>
      <p>
        The console is run by your organisation, which may change or suspend access. These terms may be updated; the version shown here
        applies.
      </p>
    </PublicPage>
  );
}
