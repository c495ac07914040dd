// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as antdParts from '../../../../src/console/vendor/antdParts';
import * as rjsfAntd from '../../../../src/console/vendor/rjsfAntd';
import * as rjsfAntdLazy from '../../../../src/console/vendor/rjsfAntdLazy';
import NoUniqueTooltip from '../../../../src/console/vendor/noUniqueTooltip';
import { createPrecompiledValidator } from '../../../../src/console/vendor/rjsfValidator';
import { processRawValidationErrors } from '../../../../src/console/vendor/rjsfValidationErrors';

/**
 * Each coupling of src/console/vendor/ to a library's private or undocumented parts, checked
 * against the installed version (the libraries are pinned with `~` in package.json): an upgrade
 * that moves or reshapes one fails here, by name, before any screen breaks.
 */
const isComponent = (value: unknown) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

describe('src/console/vendor against the installed libraries', () => {
  it.each(Object.entries(antdParts).filter(([name]) => name !== 'FormItemInputContext' && name !== 'useFormStyle'))(
    'antd still has %s as a component of its own',
    (_name, part) => expect(isComponent(part)).toBe(true),
  );

  it('antd’s Input drawn from its own file is the plain input, without the index’s statics', () => {
    expect(renderToStaticMarkup(createElement(antdParts.Input, { value: 'x', readOnly: true }))).toMatch(/<input[^>]*value="x"/);
    expect('Password' in antdParts.Input).toBe(false);
  });

  it('antd’s form item context and style hook are still there', () => {
    expect(antdParts.FormItemInputContext).toHaveProperty('Provider');
    expect(antdParts.useFormStyle).toBeTypeOf('function');
  });

  it.each(Object.entries(rjsfAntd).filter(([name]) => name !== 'IconButtons'))('@rjsf/antd still has the template %s', (_name, part) =>
    expect(isComponent(part)).toBe(true),
  );

  it.each(['AddButton', 'CopyButton', 'MoveDownButton', 'MoveUpButton', 'RemoveButton'])(
    '@rjsf/antd still has the icon button %s',
    (name) => expect(isComponent((rjsfAntd.IconButtons as Record<string, unknown>)[name])).toBe(true),
  );

  it.each(Object.entries(rjsfAntdLazy))('@rjsf/antd’s %s still loads a component', async (_name, load) => {
    expect(isComponent((await load()).default)).toBe(true);
  });

  it('rjsf’s precompiled validator factory and error translation still take what the console gives them', () => {
    expect(createPrecompiledValidator).toBeTypeOf('function');
    const { errors } = processRawValidationErrors(
      { translateString: (s: string) => s } as never,
      {
        errors: [
          {
            instancePath: '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 3 },
            message: 'must NOT have more than 3 characters',
          },
        ],
      } as never,
      { name: 'abcd' },
      { type: 'object', properties: { name: { type: 'string', title: 'Name', maxLength: 3 } } },
    );
    expect(errors).toEqual([expect.objectContaining({ name: 'maxLength', property: '.name' })]);
  });
});

describe('the import vite.config.ts points at a stand-in', () => {
  it('antd’s ConfigProvider still imports its unique-tooltip provider as ../tooltip/UniqueProvider', () => {
    // Were the import renamed, the alias would stop applying and ≈ 9 kB come back on every signed-in route, silently.
    const source = readFileSync(fileURLToPath(import.meta.resolve('antd/es/config-provider/index.js')), 'utf8');
    expect(source).toMatch(/from ['"]\.\.\/tooltip\/UniqueProvider['"]/);
  });

  it('the stand-in draws its children as antd’s provider does when the tooltip is not unique', () => {
    expect(renderToStaticMarkup(createElement(NoUniqueTooltip, null, createElement('b', null, 'inside')))).toBe('<b>inside</b>');
  });
});
