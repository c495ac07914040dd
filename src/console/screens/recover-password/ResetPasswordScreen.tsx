import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useResetPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { flash } from '../../state/flashStore';
import { PublicAlert } from '../public/PublicAlert';
import { PublicField } from '../public/PublicField';
import { PublicPage } from '../public/PublicPage';
import { PublicSubmit } from '../public/PublicSubmit';
import { publicStyles } from '../public/publicStyles';
import { confirmationError, requiredError } from '../public/validate';

type Errors = { password?: string | null; confirmation?: string | null };

/** /recover-password/[token]: the new password twice; on success back to sign-in with a flash. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Errors = {
      password: requiredError(password, t('newPasswordRequired')),
      confirmation: confirmationError(password, confirmation),
    };
    setErrors(found);
    if (found.password || found.confirmation) return;
    try {
      await reset.mutateAsync({ token, newPassword: password });
    } catch (err) {
      setError(errorMessage(err, t('resetFailed')));
      return;
    }
    flash.success(t('passwordReset'));
    await navigate(ROUTES.login, { replace: true });
  };

  return (
    <PublicPage title={t('resetTitle')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('resetTitle')}>
        {error && (
          <PublicAlert type="error">
            {error} <Link to={ROUTES.recoverPassword}>{t('recoverTitle')}</Link>
          </PublicAlert>
        )}
        <PublicField
          label={t('newPassword')}
          name="newPassword"
          type="password"
          value={password}
          onChange={(v) => (setPassword(v), setErrors((e) => ({ ...e, password: null })))}
          error={errors.password}
          autoComplete="new-password"
          autoFocus
        />
        <PublicField
          label={t('confirmNewPassword')}
          name="confirmPassword"
          type="password"
          value={confirmation}
          onChange={(v) => (setConfirmation(v), setErrors((e) => ({ ...e, confirmation: null })))}
          error={errors.confirmation}
          autoComplete="new-password"
        />
        <PublicSubmit label={t('setNewPassword')} busy={reset.isPending} />
      </form>
      <div style={publicStyles.links}>
        <Link to={ROUTES.login}>{t('backToSignIn')}</Link>
      </div>
    </PublicPage>
  );
}
