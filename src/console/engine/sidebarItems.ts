import { useMemo } from 'react';
import type { Registry } from '../../shared/registry';
import { landingRoute } from '../rules/landing';
import { sidebarItemsOf, type SidebarItem } from '../rules/sidebar';
import type { UseCase } from '../../shared/rules/types';
import { useRegistry } from './RegistryContext';

const cache = new WeakMap<Registry, readonly SidebarItem[]>();

/** Every sidebar entry of a registry's declarations (no table of kinds), computed once per registry. */
export function sidebarItemsFor(registry: Registry): readonly SidebarItem[] {
  let items = cache.get(registry);
  if (!items) {
    items = sidebarItemsOf(registry.all());
    cache.set(registry, items);
  }
  return items;
}

/** The sidebar entries of the registry in force (the bundled one, or a test's). */
export function useSidebarItems(): readonly SidebarItem[] {
  const registry = useRegistry();
  return sidebarItemsFor(registry);
}

/** Where the Entities tab lands for a use case, from the declarations' `sidebar.landing`. */
export function useLanding(useCase: UseCase | undefined): string {
  const items = useSidebarItems();
  return useMemo(() => landingRoute(useCase, items), [useCase, items]);
}
