/**
 * Stands in for fast-uri where @rjsf/utils imports it (vite.config.ts aliases `fast-uri` here; the
 * bundle has no other importer: the form validators are compiled at build time). rjsf resolves a
 * `$ref` against an `$id` with it, and a declaration's schema has neither (schemas/entity.schema.json
 * allows no `$id`, and fields no `$ref`), yet the import cost every form page 7 kB. The browser's
 * own URL parser gives the same answers for absolute bases (tests/unit/console/vendor/shims.test.ts).
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function normalise(uri: string): string {
  try {
    return decodeURI(new URL(uri).href);
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
