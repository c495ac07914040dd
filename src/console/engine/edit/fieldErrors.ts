/**
 * Field errors outside rjsf's own validation: the server's (error.details.fields) and those found
 * when one field is left. Kept as an rjsf ErrorSchema ({a: {0: {b: {__errors: [...]}}}}), the
 * shape the form's `extraErrors` takes.
 */
import type { ErrorSchema } from '@rjsf/utils';
import { ApiError } from '../../api/client';

export interface FieldMessage {
  field: string;
  message: string;
}

type Node = Record<string, unknown> & { __errors?: string[] };

/** 'prices/0/amount' (the server's) or 'prices.0.amount' → ['prices', '0', 'amount']; '' is the record itself. */
export const fieldPath = (field: string): string[] => field.split(/[/.]/).filter((s) => s !== '');

export function errorsAt(schema: ErrorSchema, path: readonly string[]): string[] {
  let node = schema as unknown as Node | undefined;
  for (const key of path) node = node?.[key] as Node | undefined;
  return node?.__errors ?? [];
}

/** A copy with the errors at `path` replaced (none: removed); the same object when nothing changes. */
export function withErrorsAt(schema: ErrorSchema, path: readonly string[], messages: string[]): ErrorSchema {
  const current = errorsAt(schema, path);
  if (current.length === messages.length && current.every((m, i) => m === messages[i])) return schema;
  const root = structuredClone(schema) as unknown as Node;
  let node = root;
  for (const key of path) node = (node[key] ??= {}) as Node;
  if (messages.length > 0) node.__errors = [...messages];
  else delete node.__errors;
  return root as unknown as ErrorSchema;
}

export function errorSchemaFrom(fields: readonly FieldMessage[]): ErrorSchema {
  let out: ErrorSchema = {};
  for (const { field, message } of fields) {
    const path = fieldPath(field);
    out = withErrorsAt(out, path, [...errorsAt(out, path), message]);
  }
  return out;
}

/** The field errors a refused save carries (400 with details.fields), if any. */
export function serverFieldErrors(err: unknown): FieldMessage[] {
  if (!(err instanceof ApiError)) return [];
  const fields = (err.details as { fields?: unknown } | undefined)?.fields;
  const isMessage = (f: unknown): f is FieldMessage =>
    typeof (f as FieldMessage | null)?.field === 'string' && typeof (f as FieldMessage | null)?.message === 'string';
  if (Array.isArray(fields)) return fields.filter(isMessage);
  return err.field !== undefined ? [{ field: err.field, message: err.message }] : [];
}

/** rjsf field id ('<prefix>.items.0.title') → the field's path. */
export function pathFromId(id: string, idPrefix: string): string[] {
  const rest = id.startsWith(`${idPrefix}.`) ? id.slice(idPrefix.length + 1) : id;
  return rest.split('.').filter((s) => s !== '');
}

/** Both error schemas in one; a message already present at a path is not repeated. */
export function mergeErrorSchemas(a: ErrorSchema, b: ErrorSchema): ErrorSchema {
  const out = structuredClone(a) as unknown as Node;
  const walk = (from: Node, into: Node) => {
    for (const [key, value] of Object.entries(from)) {
      if (key === '__errors') {
        const have = into.__errors ?? [];
        into.__errors = [...have, ...(value as string[]).filter((m) => !have.includes(m))];
      } else if (value && typeof value === 'object') {
        walk(value as Node, (into[key] ??= {}) as Node);
      }
    }
  };
  walk(b, out);
  return out as unknown as ErrorSchema;
}
