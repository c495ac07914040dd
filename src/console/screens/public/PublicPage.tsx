import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { BRAND } from '../../rules/title';
import { useDocumentTitle } from '../../common/useDocumentTitle';

interface PublicPageProps {
  title: string;
  /** Wider column for reading (legal pages) rather than a form. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * Frame of the pages reachable without signing in: brand, a card, links to the legal pages.
 * Plain markup (no antd Card or Typography) keeps the sign-in route small (docs/architecture.md §5a).
 */
export function PublicPage({ title, wide = false, children }: PublicPageProps) {
  useDocumentTitle(title);
  return (
    <main
      className="public-page"
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        boxSizing: 'border-box',
        background: '#f5f5f5',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        color: 'rgba(0, 0, 0, 0.88)',
      }}
    >
      <div style={{ width: '100%', maxWidth: wide ? 760 : 400 }}>
        <p style={{ textAlign: 'center', fontSize: 18, fontWeight: 600, margin: '0 0 16px' }}>{BRAND}</p>
        <section style={{ background: '#fff', borderRadius: 8, padding: 24, boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06)' }}>
          <h1 style={{ fontSize: 22, margin: '0 0 16px' }}>{title}</h1>
          {children}
        </section>
        <nav style={{ display: 'flex', justifyContent: 'center', gap: 24, marginTop: 16 }}>
          <Link to={ROUTES.privacyPolicy}>{t('privacyPolicy')}</Link>
          <Link to={ROUTES.termsConditions}>{t('termsConditions')}</Link>
        </nav>
      </div>
    </main>
  );
}
