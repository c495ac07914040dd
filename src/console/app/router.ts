import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** The data router (needed by useBlocker for the leave-page warning). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
