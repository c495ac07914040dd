import { useContext, useState, type FormEvent } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { safeReturnPath } from '../../rules/returnTo';
import { login } from '../../api/authCalls';
import { useApi } from '../../api/ApiContext';
import { ApiError, errorMessage } from '../../api/client';
import { PublicAlert } from '../public/PublicAlert';
import { PublicField } from '../public/PublicField';
import { PublicPage } from '../public/PublicPage';
import { PublicSubmit } from '../public/PublicSubmit';
import { publicStyles } from '../public/publicStyles';
import { emailError, requiredError } from '../public/validate';

type Errors = { email?: string | null; password?: string | null; form?: string | null };

/** /login: e-mail and password with inline errors; on success back to where the user was going. */
export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Busy from the click until the landing is known, so a second click does not sign in twice.
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The console's client loads after sign-in, unless whoever renders the app gives its own (QueryRoot.tsx).
  const given = useContext(QueryClientContext);
  const api = useApi();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { email: emailError(email), password: requiredError(password, t('passwordRequired')) };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      await login(api, { email: email.trim(), password });
    } catch (err) {
      const field = err instanceof ApiError ? err.field : undefined;
      const message = errorMessage(err, t('loginFailed'));
      setErrors(field === 'email' || field === 'password' ? { [field]: message } : { form: message });
      setBusy(false);
      return;
    }
    const queryClient = given ?? (await import('../../api/appQueryClient').catch(() => undefined))?.appQueryClient;
    // Another user may have used this tab: nothing cached may leak into the new session.
    queryClient?.clear();
    const next = safeReturnPath(params.get('next'));
    // Straight to the landing, not through "/" (which would only show loading, then redirect).
    const target =
      next === ROUTES.home && queryClient
        ? await import('./landingAfterSignIn').then((m) => m.landingAfterSignIn(api, queryClient)).catch(() => ROUTES.home)
        : next;
    await navigate(target, { replace: true });
  };

  return (
    <PublicPage title={t('signInTitle')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('signIn')}>
        {errors.form && <PublicAlert type="error">{errors.form}</PublicAlert>}
        <PublicField
          label={t('email')}
          name="email"
          type="email"
          value={email}
          onChange={(v) => (setEmail(v), setErrors((e) => ({ ...e, email: null, form: null })))}
          error={errors.email}
          autoComplete="username"
          autoFocus
        />
        <PublicField
          label={t('password')}
          name="password"
          type="password"
          value={password}
          onChange={(v) => (setPassword(v), setErrors((e) => ({ ...e, password: null, form: null })))}
          error={errors.password}
          autoComplete="current-password"
        />
        <PublicSubmit label={t('signIn')} busy={busy} />
      </form>
      <div style={publicStyles.links}>
        <Link to={ROUTES.recoverPassword}>{t('forgotPassword')}</Link>
      </div>
    </PublicPage>
  );
}
