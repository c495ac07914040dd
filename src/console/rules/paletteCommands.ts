import { AREAS, LANDING_ROUTE, type AreaDefinition } from '../../shared/areas';
import { consolePath } from '../../shared/declarationFields';
import { sidebarUseCases, type Declaration } from '../../shared/registry';
import type { Area } from '../../shared/enums';
import type { UseCase } from '../../shared/rules/types';

/** What choosing a command does: go to a console path, make another website active, or sign out. */
export type PaletteAction = { go: string } | { website: string } | { signOut: true };

export interface PaletteCommand {
  id: string;
  label: string;
  /** The group it is listed under: Go to, New, Review, Website, Account, Records. */
  group: string;
  action: PaletteAction;
}

export interface PaletteContext {
  decls: readonly Declaration[];
  useCase: UseCase | undefined;
  isMaker: Readonly<Partial<Record<Area, boolean>>>;
  websites: readonly { id: string; name: string }[];
  activeWebsiteId: string | undefined;
}

/** A kind with its own page in the console (not a sub-list, not reached only through a parent). */
function reachable(decl: Declaration, useCase: UseCase | undefined): boolean {
  if (!decl.sidebar) return false;
  return decl.scope === 'client' || (useCase !== undefined && sidebarUseCases(decl).includes(useCase));
}

const tabRoute = (area: AreaDefinition) => area.tabs.find((tab) => tab.route !== LANDING_ROUTE)?.route;

/**
 * Every command of the palette for the signed-in user, from the declarations and the area
 * definitions alone: each kind of the website's use case to go to or (makers) to create, each
 * area's pages and Pending Review, the other websites, signing out.
 */
export function paletteCommands(ctx: PaletteContext): PaletteCommand[] {
  const kinds = ctx.decls.filter((d) => reachable(d, ctx.useCase));
  const commands: PaletteCommand[] = kinds.map((d) => ({
    id: `go:${d.kind}`,
    label: d.sidebar?.label ?? d.label.many,
    group: 'Go to',
    action: { go: consolePath(d) },
  }));
  for (const area of AREAS) {
    for (const tab of area.tabs) {
      if (tab.route !== LANDING_ROUTE) commands.push({ id: `tab:${tab.id}`, label: tab.label, group: 'Go to', action: { go: tab.route } });
    }
  }
  for (const d of kinds) {
    if (d.endpoints.create && ctx.isMaker[d.area]) {
      commands.push({ id: `new:${d.kind}`, label: `New ${d.label.one}`, group: 'New', action: { go: `${consolePath(d)}/new` } });
    }
  }
  for (const area of AREAS) {
    commands.push({
      id: `review:${area.name}`,
      label: `Pending Review: ${area.pendingLabel}`,
      group: 'Review',
      action: { go: area.pendingRoute },
    });
  }
  const global = AREAS.find((a) => a.mode === 1);
  const globalRoute = global && tabRoute(global);
  if (globalRoute) commands.push({ id: 'area:global', label: 'Switch to the Global area', group: 'Area', action: { go: globalRoute } });
  commands.push({ id: 'area:website', label: 'Switch to the Website area', group: 'Area', action: { go: '/' } });
  for (const site of ctx.websites) {
    if (site.id !== ctx.activeWebsiteId) {
      commands.push({ id: `website:${site.id}`, label: `Switch to ${site.name}`, group: 'Website', action: { website: site.id } });
    }
  }
  commands.push({ id: 'sign-out', label: 'Sign out', group: 'Account', action: { signOut: true } });
  return commands;
}

/** The commands whose label holds every word typed, in any order; those starting with the text first. */
export function filterCommands<T extends { label: string }>(commands: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  const text = query.trim().toLowerCase();
  const hits = commands.filter((c) => words.every((w) => c.label.toLowerCase().includes(w)));
  return [...hits.filter((c) => c.label.toLowerCase().startsWith(text)), ...hits.filter((c) => !c.label.toLowerCase().startsWith(text))];
}
