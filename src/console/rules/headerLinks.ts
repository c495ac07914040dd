import type { Registry } from '../../shared/registry';
import type { UseCase } from '../../shared/enums';
import { kindFitsUseCase } from '../../shared/rules/useCaseFit';

export interface HeaderLink {
  kind: string;
  route: string;
  label: string;
  icon?: string;
}

/**
 * The header's links to the pages of kinds that declare `headerLink` (the event: a singleton no
 * sidebar lists), on websites of their use cases. Such a page is a place of its own: it names the
 * browser title, and no top tab claims it (rules/title.ts, app/chrome/TopTabs.tsx).
 */
export function headerLinks(registry: Registry, useCase: UseCase | undefined): HeaderLink[] {
  if (useCase === undefined) return [];
  return registry
    .all()
    .filter((d) => d.headerLink && kindFitsUseCase(d, useCase) && (d.area === 'ENTITY' || d.area === 'PAGE'))
    .map((d) => ({ kind: d.kind, route: registry.pathOf(d.kind), label: d.headerLink?.label ?? d.label.one, icon: d.headerLink?.icon }));
}
