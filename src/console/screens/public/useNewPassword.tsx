import { useState } from 'react';
import { t } from '../../../shared/messages';
import { PublicField } from './PublicField';
import { confirmationError, requiredError } from './validate';

type Errors = { password?: string | null; confirmation?: string | null };

/**
 * The new password twice, as every page that sets one asks for it (reset, invitation): `check()`
 * says a missing or mismatched one under its field before any call; the password rules themselves
 * are the server's, shown from its answer.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const check = (): boolean => {
    const found: Errors = {
      password: requiredError(password, t('newPasswordRequired')),
      confirmation: confirmationError(password, confirmation),
    };
    setErrors(found);
    return !found.password && !found.confirmation;
  };

  const fields = (
    <>
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
    </>
  );
  return { password, check, fields };
}
