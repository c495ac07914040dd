import { Select } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { tAccess } from '../../../shared/accessMessages';
import { t } from '../../../shared/messages';
import { knownZone } from '../../../shared/rules/timeDisplay';
import { useMe } from '../../api/auth';
import { websiteLabel } from '../../api/types';
import { useScope } from '../../common/ScopeContext';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';
import { PageTitle } from '../../common/PageTitle';
import { Typography } from '../../common/Typography';
import { TokensPanel } from './TokensPanel';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * /website-access (owners): how other systems reach one of the organisation's websites — its
 * delivery API tokens and its webhooks with their delivery logs (docs/delivery.md). The website is
 * the one in ?website_id=, so a link names it; without one, the active website. The server decides
 * everything and refuses anyone but an owner (FORBIDDEN_OWNER); this page only says it.
 */
export function WebsiteAccessScreen() {
  const scope = useScope();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  // Nothing is asked before the session says who this is, and nothing at all of a non-owner.
  if (me.data && !me.data.owner) return <Notice status="info" title={tAccess('accessOwnersOnly')} />;
  const asked = params.get('website_id');
  const website = scope.websites.find((w) => String(w.website_id) === asked) ?? scope.website;
  if (website === undefined) return <Notice status="info" title={tAccess('accessNoWebsite')} />;
  const zone = knownZone(website.website_timezone);
  const ready = me.data?.owner === true;
  // A key per website: a form half filled in for one website must not be sent to another.
  const key = String(website.website_id);

  return (
    <div data-testid="website-access">
      <header style={{ marginBottom: 16 }}>
        <PageTitle>{t('accessTitle')}</PageTitle>
        <Typography.Text type="secondary">{tAccess('accessIntro', { website: websiteLabel(website) })}</Typography.Text>
      </header>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 320, marginBottom: 24 }}>
        {tAccess('accessWebsite')}
        <Select
          value={key}
          onChange={(id: string) => setParams({ website_id: id })}
          options={scope.websites.map((w) => ({ value: String(w.website_id), label: websiteLabel(w) }))}
          aria-label={tAccess('accessWebsite')}
        />
      </label>
      {ready ? (
        <>
          <TokensPanel key={`tokens-${key}`} clientId={scope.clientId} websiteId={website.website_id} zone={zone} />
          <WebhooksPanel key={`webhooks-${key}`} clientId={scope.clientId} websiteId={website.website_id} zone={zone} />
        </>
      ) : (
        <LoadingScreen />
      )}
    </div>
  );
}
