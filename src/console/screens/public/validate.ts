import { t } from '../../../shared/messages';

/** Inline checks of the sign-in pages; null means valid. The server re-checks everything. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return t('emailRequired');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : t('emailInvalid');
}

export function requiredError(value: string, message: string): string | null {
  return value === '' ? message : null;
}

export function confirmationError(password: string, confirmation: string): string | null {
  if (confirmation === '') return t('confirmPasswordRequired');
  return password === confirmation ? null : t('passwordsDiffer');
}
