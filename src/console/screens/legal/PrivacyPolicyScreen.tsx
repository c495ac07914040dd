import { t } from '../../../shared/messages';
import { PublicPage } from '../public/PublicPage';

/** /privacy-policy: what the console itself stores about the people who use it. */
export function PrivacyPolicyScreen() {
  return (
    <PublicPage title={t('privacyPolicy')} wide>
      <p>
        This console is operated by the organisation that runs the websites it manages. That organisation decides what content is kept here
        and is responsible for it. This page describes what the console stores about its users.
      </p>
      <h2 style={{ fontSize: 18 }}>Your account</h2>
      <p>
        We keep your e-mail address, your name, the roles you hold (viewer, maker, checker) and a one-way hash of your password, never the
        password itself. Changes you submit and review are recorded with your account so that the review history shows who did what.
      </p>
      <h2 style={{ fontSize: 18 }}>Cookies and local storage</h2>
      <p>
        Signing in sets three cookies, all needed for the console to work: <code>auth</code> holds your session and cannot be read by
        scripts; <code>userId</code> tells the console you are signed in; <code>activeWebsiteId</code> remembers the website you last worked
        on. Your browser&apos;s local storage remembers the area and tab you had open. Nothing is used for advertising or tracking, and
        signing out removes the cookies.
      </p>
      <h2 style={{ fontSize: 18 }}>Password reset e-mails</h2>
      <p>When you ask to reset your password we send a single-use link to your address. The link expires after a short time.</p>
      <p>For questions about your data, contact the administrator of your organisation.</p>
    </PublicPage>
  );
}
