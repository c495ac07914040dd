import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { ROUTES } from '../../../shared/rules/routes';
import { useResetPassword } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { flash } from '../../state/flashStore';
import { PublicAlert } from '../public/PublicAlert';
import { PublicPage } from '../public/PublicPage';
import { PublicSubmit } from '../public/PublicSubmit';
import { publicStyles } from '../public/publicStyles';
import { useNewPassword } from '../public/useNewPassword';

/** /recover-password/[token]: the new password twice; on success back to sign-in with a flash. */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { password, check, fields } = useNewPassword();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!check()) return;
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
        {fields}
        <PublicSubmit label={t('setNewPassword')} busy={reset.isPending} />
      </form>
      <div style={publicStyles.links}>
        <Link to={ROUTES.login}>{t('backToSignIn')}</Link>
      </div>
    </PublicPage>
  );
}
