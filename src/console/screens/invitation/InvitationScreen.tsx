import { useContext, useState, type FormEvent } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { t } from '../../../shared/messages';
import { tTeam } from '../../../shared/teamMessages';
import { ROUTES } from '../../../shared/rules/routes';
import { acceptInvitation } from '../../api/authCalls';
import { useApi } from '../../api/ApiContext';
import { errorMessage } from '../../api/client';
import { PublicAlert } from '../public/PublicAlert';
import { PublicPage } from '../public/PublicPage';
import { PublicSubmit } from '../public/PublicSubmit';
import { publicStyles } from '../public/publicStyles';
import { useNewPassword } from '../public/useNewPassword';

/**
 * /invitation/[token]: an invited user chooses their password (the password rules of every
 * password, said by the server) and is signed in, landing as after a sign-in.
 */
export function InvitationScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const given = useContext(QueryClientContext);
  const api = useApi();
  const { password, check, fields } = useNewPassword();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!check()) return;
    setBusy(true);
    try {
      await acceptInvitation(api, token, password, tTeam('invitationFailed'));
    } catch (err) {
      setError(errorMessage(err, tTeam('invitationFailed')));
      setBusy(false);
      return;
    }
    const queryClient = given ?? (await import('../../api/appQueryClient').catch(() => undefined))?.appQueryClient;
    queryClient?.clear();
    const target = queryClient
      ? await import('../login/landingAfterSignIn').then((m) => m.landingAfterSignIn(api, queryClient)).catch(() => ROUTES.home)
      : ROUTES.home;
    await navigate(target, { replace: true });
  };

  return (
    <PublicPage title={tTeam('invitationTitle')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={tTeam('invitationTitle')}>
        <p style={{ marginTop: 0 }}>{tTeam('invitationIntro')}</p>
        {error && <PublicAlert type="error">{error}</PublicAlert>}
        {fields}
        <PublicSubmit label={tTeam('invitationAccept')} busy={busy} />
      </form>
      <div style={publicStyles.links}>
        <Link to={ROUTES.login}>{t('backToSignIn')}</Link>
      </div>
    </PublicPage>
  );
}
