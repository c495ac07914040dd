import { theme } from 'antd';
import { t } from '../../../shared/messages';
import { Spinner } from '../../common/Spinner';

/** The spinner a page or a lazy screen shows while its data or code arrives. */
export function Loading() {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32, color: token.colorPrimary }}>
      <Spinner label={t('loading')} />
    </div>
  );
}
