import type { Registry } from '../../../src/shared/registry';
import { buildScope } from '../../../src/console/common/scope';
import { EntityRoute } from '../../../src/console/engine/EntityRoute';
import { consoleRegistry } from '../../../src/console/engine/registry';
import { client, demoWebsites } from '../fixtures';
import { renderInShell } from '../renderInShell';

export type Role = 'maker' | 'viewer';

/** The signed-in scope on the event website (12), as a maker (every role) or a viewer only. */
export function engineScope(role: Role) {
  const websites = demoWebsites();
  const only = { ENTITY: true, PAGE: true, FORM: true, SPEAKERS: true };
  const none = { ENTITY: false, PAGE: false, FORM: false, SPEAKERS: false };
  const c = client();
  if (role === 'viewer') {
    Object.assign(c, { isViewer: only, isMaker: none, isChecker: none });
    for (const w of websites)
      Object.assign(w, {
        isViewer: { ENTITY: true, PAGE: true },
        isMaker: { ENTITY: false, PAGE: false },
        isChecker: { ENTITY: false, PAGE: false },
      });
  }
  return buildScope(c, websites, websites[1]);
}

/**
 * EntityRoute on any address, inside what the console layout provides: scope, registry (the
 * bundled one unless given), the confirm dialog and the leave-page guard.
 */
export function renderEngine(path: string, { registry = consoleRegistry, role = 'maker' }: { registry?: Registry; role?: Role } = {}) {
  return renderInShell({ path: '*', element: <EntityRoute /> }, path, engineScope(role), registry);
}

/** The address the router is at, path and query. */
export const at = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;
