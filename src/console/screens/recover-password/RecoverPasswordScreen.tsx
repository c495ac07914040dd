import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useForgotPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { PublicAlert } from '../public/PublicAlert';
import { PublicField } from '../public/PublicField';
import { PublicPage } from '../public/PublicPage';
import { PublicSubmit } from '../public/PublicSubmit';
import { publicStyles } from '../public/publicStyles';
import { emailError } from '../public/validate';

/** /recover-password: asks for the e-mail; the server answers the same whether or not it exists. */
export function RecoverPasswordScreen() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const invalid = emailError(email);
    setFieldError(invalid);
    if (invalid) return;
    try {
      await forgot.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      setError(errorMessage(err, t('forgotFailed')));
    }
  };

  return (
    <PublicPage title={t('recoverTitle')}>
      {sentTo !== null ? (
        <PublicAlert type="success">{t('resetMailSent', { email: sentTo })}</PublicAlert>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('recoverTitle')}>
          <p style={{ marginTop: 0 }}>{t('recoverIntro')}</p>
          {error && <PublicAlert type="error">{error}</PublicAlert>}
          <PublicField
            label={t('email')}
            name="email"
            type="email"
            value={email}
            onChange={(v) => (setEmail(v), setFieldError(null))}
            error={fieldError}
            autoComplete="email"
            autoFocus
          />
          <PublicSubmit label={t('sendResetLink')} busy={forgot.isPending} />
        </form>
      )}
      <div style={publicStyles.links}>
        <Link to={ROUTES.login}>{t('backToSignIn')}</Link>
      </div>
    </PublicPage>
  );
}
