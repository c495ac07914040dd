import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../../shared/messages';
import { ROUTES } from '../../shared/rules/routes';
import { Notice } from './Notice';

/** docs/product.md §2: an unknown first path segment is an invalid route. */
export function InvalidRouteScreen() {
  const { pathname } = useLocation();
  return (
    <Notice
      status="error"
      title={t('invalidRoute', { path: pathname })}
      extra={
        <Link to={ROUTES.home}>
          <Button type="primary">{t('goHome')}</Button>
        </Link>
      }
    />
  );
}
