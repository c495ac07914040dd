import { theme } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DeclaredIcon } from './DeclaredIcon';
import { headerLinks } from '../../rules/headerLinks';
import { useRegistry } from '../../engine/RegistryContext';
import { useRouteArea } from './useRouteArea';
import { t } from '../../../shared/messages';
import { useScope } from '../../common/ScopeContext';

/**
 * Links in the header to the pages of kinds that declare `headerLink` (the event: a singleton no
 * sidebar lists), on websites of their use cases and in the Website area only.
 */
export function HeaderLinks() {
  const registry = useRegistry();
  const { useCase } = useScope();
  const area = useRouteArea();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const links = useMemo(() => headerLinks(registry, useCase), [registry, useCase]);
  if (area !== 0 || links.length === 0) return null;
  return (
    <nav aria-label={t('headerLinks')} style={{ display: 'flex', gap: 8 }}>
      {links.map((d) => {
        const path = d.route;
        return (
          <Link
            key={d.kind}
            to={path}
            aria-current={pathname === path ? 'page' : undefined}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              padding: '4px 8px',
              color: token.colorText,
              fontWeight: pathname === path ? 600 : 400,
            }}
          >
            <DeclaredIcon name={d.icon ?? ''} />
            {d.label}
          </Link>
        );
      })}
    </nav>
  );
}
