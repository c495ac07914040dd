import { resolveEnums } from '../../shared/declarationFields';
import { Registry, type Declaration, type DeclarationFile } from '../../shared/registry';

export type DeclarationLoaders = Readonly<Record<string, () => Promise<{ default: unknown }>>>;

/**
 * The console's registry: every kind's outline at once (src/shared/declarationOutline.ts: sidebar,
 * routes, endpoints, labels, relations), and a kind's whole declaration (form, list, checks) loaded
 * with the first screen that shows it, so no route carries the declarations of kinds it does not
 * show. Screens ask through useDeclarations, which waits (Suspense) until they are here.
 */
export class LazyRegistry extends Registry {
  private readonly loaded = new Set<string>();
  private readonly outlines = new WeakSet<Declaration>();
  private readonly loadingKind = new Map<string, Promise<void>>();
  private readonly loadingSet = new Map<string, Promise<void>>();

  constructor(
    outlines: DeclarationFile[],
    private readonly loaders: DeclarationLoaders,
  ) {
    super(outlines);
    for (const decl of this.all()) this.outlines.add(decl);
  }

  override whole(decl: Declaration): Declaration {
    return this.outlines.has(decl) ? this.get(decl.kind) : decl;
  }

  /**
   * One promise per set of kinds while it loads, the same on every render, for React's `use`; none
   * once the kinds are here, so a screen never waits for what is loaded (`use` may be called
   * conditionally, as React documents). A promise settled before any screen rendered (a cold
   * load's preload) is forgotten as it settles, so the first render does not wait a turn either.
   */
  override ready(kinds: readonly string[]): Promise<void> | undefined {
    const known = [...new Set(kinds)].filter((kind) => this.has(kind)).sort();
    const key = known.join(' ');
    const missing = known.filter((kind) => !this.loaded.has(kind));
    if (missing.length === 0) return undefined;
    let pending = this.loadingSet.get(key);
    if (pending) return pending;
    pending = Promise.all(missing.map((kind) => this.load(kind))).then(() => undefined);
    this.loadingSet.set(key, pending);
    // Registered first, so it runs before React retries the screens that waited on it.
    const forget = () => this.loadingSet.delete(key);
    pending.then(forget, forget);
    return pending;
  }

  private load(kind: string): Promise<void> {
    let pending = this.loadingKind.get(kind);
    if (pending) return pending;
    const loader = this.loaders[kind];
    if (!loader) return Promise.reject(new Error(`No declaration to load for kind "${kind}".`));
    pending = loader().then(({ default: json }) => {
      this.kinds.set(kind, resolveEnums(json as Declaration));
      this.loaded.add(kind);
    });
    this.loadingKind.set(kind, pending);
    // A failed download (a new deploy, the network) may be retried by the next render.
    pending.catch(() => this.loadingKind.delete(kind));
    return pending;
  }
}
