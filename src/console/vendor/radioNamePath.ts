/**
 * Stands in for antd's form/hooks/useForm where its Radio.Group imports it (vite.config.ts aliases
 * `../form/hooks/useForm` here; no other antd module imports it by that path). The group needs
 * only `toNamePathStr` to name its inputs inside a Form.Item, but the import put the module, and
 * with it the form engine's store and scroll-into-view, on every page with a radio field. Same
 * code as antd's (form/util.js `toArray`, then join).
 */
export function toNamePathStr(name: unknown): string {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
