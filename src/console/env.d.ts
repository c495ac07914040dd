/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated extra hosts of the product (production domain, preview domain); see rules/allowedHosts. */
  readonly VITE_ALLOWED_HOSTS?: string;
  /** Base address of the API; empty means the console's own origin (the server serves both). */
  readonly VITE_API_BASE?: string;
}

declare module 'virtual:declared-icons' {
  /** The sidebar icons the declarations name, by kebab-case name: viewBox and paths (generators/vite/declaredIcons.ts). */
  const icons: Readonly<Record<string, readonly [viewBox: string, paths: readonly string[]]>>;
  export default icons;
}

declare module 'virtual:kind-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** Each declared kind's precompiled validator module, loaded on demand (generators/vite/precompiledValidators.ts). */
  const loaders: Readonly<Record<string, () => Promise<{ default: ValidatorFunctions }>>>;
  export default loaders;
}

declare module 'virtual:format-validators' {
  import type { ErrorObject } from 'ajv';
  /** One precompiled ajv validator per format, for forms whose schema exists only at run time. */
  const validators: Readonly<Record<string, ((value: unknown) => boolean) & { errors?: ErrorObject[] | null }>>;
  export default validators;
}

declare module 'virtual:declarations' {
  /** Every kind's outline and a loader of its whole declaration (generators/vite/declarationOutlines.ts). */
  export const outlines: { file: string; json: unknown }[];
  export const loaders: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
}
