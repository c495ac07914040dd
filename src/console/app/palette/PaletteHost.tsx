import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useScope } from '../../common/ScopeContext';
import { useRegistry } from '../../engine/RegistryContext';
import type { PaletteAction, PaletteContext } from '../../rules/paletteCommands';
import { isTyping, shortcutOf } from '../../rules/shortcuts';
import { useSwitchWebsite } from '../chrome/useSwitchWebsite';
import { useSignOut } from '../useSignOut';

// Loaded on first use: a page that never opens them pays nothing.
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => import('./ShortcutsHelp').then((m) => ({ default: m.ShortcutsHelp })));

const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K (⌘K) opens the command palette on every signed-in page; `?` outside a field lists the shortcuts. */
export function PaletteHost() {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  const scope = useScope();
  const registry = useRegistry();
  const navigate = useNavigate();
  const switchWebsite = useSwitchWebsite();
  const signOut = useSignOut();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event, mac);
      if (shortcut === 'palette') {
        event.preventDefault();
        setOpen('palette');
      } else if (shortcut === 'help' && !isTyping(event.target)) {
        event.preventDefault();
        setOpen('help');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // The commands themselves are built by the palette when it opens (paletteCommands.ts loads with it).
  const context = useMemo<PaletteContext>(
    () => ({
      decls: registry.all(),
      useCase: scope.useCase,
      isMaker: scope.roles.isMaker,
      websites: scope.websites.map((w) => ({ id: String(w.website_id), name: w.website_name })),
      activeWebsiteId: scope.websiteId === undefined ? undefined : String(scope.websiteId),
    }),
    [registry, scope],
  );
  const run = (action: PaletteAction) => {
    if ('go' in action) void navigate(action.go);
    else if ('website' in action) void switchWebsite(action.website);
    else void signOut();
  };
  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {open === 'palette' && <CommandPalette context={context} onRun={run} onClose={close} />}
      {open === 'help' && <ShortcutsHelp mac={mac} onClose={close} />}
    </Suspense>
  );
}
