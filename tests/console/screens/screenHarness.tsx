import type { ReactNode } from 'react';
import { buildScope } from '../../../src/console/common/scope';
import { client, website } from '../fixtures';
import { renderInShell } from '../renderInShell';

export interface ScreenOptions {
  /** websitemacro_display_setting_values of the active website (website 12, events). */
  settings?: string;
}

/**
 * A hand-made screen at `pattern`, inside what the console layout gives it: the signed-in scope,
 * the confirm dialog and the leave-page guard. The network is faked at fetch (harness.fakeApi).
 */
export function renderScreen(pattern: string, element: ReactNode, path: string, { settings }: ScreenOptions = {}) {
  const websites = [website(11, 'EDU', 'Demo Academy'), website(12, 'EVT', 'Demo Summit', { settings })];
  return renderInShell({ path: pattern, element }, path, buildScope(client(), websites, websites[1]));
}
