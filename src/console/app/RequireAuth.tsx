import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../rules/returnTo';
import { clearReadableCookies, isSignedIn } from '../state/cookieJar';

/**
 * docs/product.md §2/§4: any non-public route without stored credentials goes to /login (remembering
 * where the user was going); missing credentials also clear what is left of them.
 */
export function RequireAuth() {
  const location = useLocation();
  const signedIn = isSignedIn();
  useEffect(() => {
    if (!signedIn) clearReadableCookies();
  }, [signedIn]);
  if (!signedIn) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return <Outlet />;
}
