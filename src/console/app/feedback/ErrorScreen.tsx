import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { t } from '../../../shared/messages';
import { ERROR_TICK_MS, showsErrorView } from '../../rules/errorTimer';
import { errorMessage } from '../../api/client';
import { LoadingScreen } from '../../common/LoadingScreen';
import { Notice } from '../../common/Notice';

interface ErrorScreenProps {
  error: unknown;
  /** 'Try removing cookies' signs the user out (docs/product.md §4). */
  onSignOut: () => void;
}

/**
 * docs/product.md §4/§9 load failure: a loading animation while the counter runs (one tick a second), then,
 * once it passes 8, the error text and a 'Try removing cookies' button. A stale website cookie
 * or session is the usual cause, hence the offer to sign out.
 */
export function ErrorScreen({ error, onSignOut }: ErrorScreenProps) {
  const [counter, setCounter] = useState(0);
  const done = showsErrorView(counter);
  useEffect(() => {
    if (done) return undefined;
    const id = window.setInterval(() => setCounter((c) => c + 1), ERROR_TICK_MS);
    return () => window.clearInterval(id);
  }, [done]);

  // The same screen as the first load's: the retries look like a longer load, not a new page.
  if (!done) return <LoadingScreen fullScreen />;
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Notice
        status="error"
        title={t('loadFailedTitle')}
        text={errorMessage(error, t('fetchFailed', { what: 'your workspace' }))}
        extra={
          <Button type="primary" onClick={onSignOut}>
            {t('tryRemovingCookies')}
          </Button>
        }
      />
    </div>
  );
}
