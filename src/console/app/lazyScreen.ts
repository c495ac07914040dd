import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, so each screen file keeps one export named after it and still
 * becomes its own chunk (the sign-in route must not load the table or form engines).
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
