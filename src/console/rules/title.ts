/** The product name shown in the browser title and the chrome. */
export const BRAND = 'Website Console';

export interface NamedRoute {
  label: string;
  route: string;
}

/**
 * The navigator name of a path: the label of the sidebar or tab link that owns it (longest
 * matching route prefix, so /make/entities/programs/42 is still Courses); 'Home' otherwise.
 */
export function navigatorName(pathname: string, links: readonly NamedRoute[]): string {
  return owningLink(pathname, links)?.label ?? 'Home';
}

/** The link that owns a path (longest route prefix on segment boundaries); '/' owns nothing but itself. */
export function owningLink<L extends NamedRoute>(pathname: string, links: readonly L[]): L | undefined {
  let best: L | undefined;
  for (const link of links) {
    if (link.route === '/') continue;
    const owns = pathname === link.route || pathname.startsWith(`${link.route}/`);
    if (owns && (best === undefined || link.route.length > best.route.length)) best = link;
  }
  return best;
}

/** docs/product.md §2: the browser title is the brand plus the current navigator name. */
export function documentTitle(name: string, brand: string = BRAND): string {
  return `${brand} | ${name}`;
}
