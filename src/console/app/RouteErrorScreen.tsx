import { useRouteError } from 'react-router-dom';
import { t } from '../../shared/messages';

/**
 * The routes' errorElement (routes.tsx): shown when a route fails to render or its chunk fails to
 * load (often a deploy replaced the chunks under an open tab); reloading fetches the current ones.
 * Plain markup, because the component library may be exactly what failed to load.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const text = error instanceof Error ? error.message : String(error);
  return (
    <main role="alert" style={{ padding: 48, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 22 }}>{t('loadFailedTitle')}</h1>
      <p>{text}</p>
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 16px', cursor: 'pointer' }}>
        {t('reload')}
      </button>
    </main>
  );
}
