// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as antdParts from '../../../../src/console/vendor/antdParts';
import * as rjsfAntd from '../../../../src/console/vendor/rjsfAntd';
import * as rjsfAntdLazy from '../../../../src/console/vendor/rjsfAntdLazy';
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
