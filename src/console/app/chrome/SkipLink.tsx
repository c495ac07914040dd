import type { MouseEvent } from 'react';
import { t } from '../../../shared/messages';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1: the first thing Tab reaches, so a keyboard user can pass the header and sidebar in
 * one step. Hidden until focused (the .skip-link rules in index.html). Focus is moved by script:
 * a fragment link would also change the address, which the router treats as a navigation.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
