import stockFields from '@rjsf/core/lib/components/fields/index.js';
import stockTemplates from '@rjsf/core/lib/components/templates/index.js';
import stockWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { rjsfDefaults } from '../../../../generators/vite/rjsfDefaults';
import coreFields from '../../../../src/console/vendor/coreFields';
import coreTemplates from '../../../../src/console/vendor/coreTemplates';
import coreWidgets from '../../../../src/console/vendor/coreWidgets';

/**
 * The console's build swaps rjsf's default widget and field maps for its own (vite.config.ts,
 * generators/vite/rjsfDefaults.ts): every name rjsf's maps have must still be there, so a schema
 * asking for any stock widget or field gets one; an rjsf upgrade that adds one fails here.
 */
describe("the stand-ins for rjsf's default registry", () => {
  it.each([
    ['widgets', coreWidgets, stockWidgets],
    ['fields', coreFields, stockFields],
    ['templates', coreTemplates, stockTemplates],
  ])('name every stock %s', (_what, ours, stock) => {
    expect(Object.keys(ours()).sort()).toEqual(Object.keys(stock()).sort());
  });

  it('name every stock button', () => {
    expect(Object.keys(coreTemplates().ButtonTemplates).sort()).toEqual(Object.keys(stockTemplates().ButtonTemplates).sort());
  });

  it('keep one identity per name across calls (rjsf rebuilds its registry when they change)', () => {
    expect(coreWidgets().SelectWidget).toBe(coreWidgets().SelectWidget);
    expect(coreFields().OneOfField).toBe(coreFields().OneOfField);
  });

  const resolve = (source: string, importer?: string) => {
    const hook = rjsfDefaults().resolveId as (source: string, importer?: string) => string | null;
    return hook(source, importer);
  };
  const registry = '/app/node_modules/@rjsf/core/lib/getDefaultRegistry.js';

  it.each([
    ["rjsf's default registry asking for its widgets gets ours", './components/widgets/index.js', registry, /coreWidgets\.ts$/],
    ["rjsf's default registry asking for its fields gets ours", './components/fields/index.js', registry, /coreFields\.ts$/],
    ['another module asking for the same path gets its own', './components/widgets/index.js', '/app/node_modules/other/lib/x.js', null],
    ["rjsf's default registry asking for its templates gets ours", './components/templates/index.js', registry, /coreTemplates\.ts$/],
    ["rjsf's default registry asking for anything else gets it", '@rjsf/utils', registry, null],
  ])('%s', (_sentence, source, importer, expected) => {
    const resolved = resolve(source, importer);
    if (expected === null) expect(resolved).toBeNull();
    else expect(resolved).toMatch(expected);
  });
});
