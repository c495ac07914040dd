import { useContext } from 'react';
import { ScopeContext } from './ScopeContext';

/**
 * The zone dates and times are shown in: the active website's. Outside the console layout (a form
 * rendered on its own, sign-in) there is no website, and UTC is the honest answer.
 */
export function useTimeZone(): string {
  return useContext(ScopeContext)?.timeZone ?? 'UTC';
}
