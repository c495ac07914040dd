/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated extra hosts of the product (production domain, preview domain); see rules/allowedHosts. */
  readonly VITE_ALLOWED_HOSTS?: string;
  /** Base address of the API; empty means the console's own origin (the server serves both). */
  readonly VITE_API_BASE?: string;
}

declare module 'virtual:declared-icons' {
  import type { ComponentType } from 'react';
  import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
  /** The sidebar icons the declarations name, by kebab-case name (generators/vite/declaredIcons.ts). */
  const icons: Readonly<Record<string, ComponentType<AntdIconProps>>>;
  export default icons;
}
