import { useLocation, useParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { pendingSidebar } from '../../../shared/rules/pendingReview';
import { SIDEBAR_TABLE } from '../../../shared/rules/sidebar';
import { navigatorName } from '../../../shared/rules/title';
import { Notice } from '../../app/feedback/Notice';

const NO_PENDING = { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: false };
const PENDING_LINKS = pendingSidebar(NO_PENDING).map((l) => ({ ...l, label: `Pending review: ${l.label}` }));

/**
 * Route element for entity, page, form, people and review routes until the generic engine
 * (ListPage / EditPage / ReviewPage) replaces it. Says honestly what is missing.
 */
export function EntityRoutePlaceholder() {
  const { pathname } = useLocation();
  const { kind } = useParams();
  const named = navigatorName(pathname, [...SIDEBAR_TABLE, ...PENDING_LINKS]);
  const what = named === 'Home' ? (kind ?? pathname) : named;
  return <Notice status="info" title={what} text={t('comingWithEngine', { what })} data-testid="entity-route-placeholder" />;
}
