// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Registry } from '../../../src/shared/registry';
import { widgets } from '../../../src/console/engine/widgets';
import { resetConsoleState } from '../harness';
import { renderEngine } from './engineHarness';
import { fakeResources } from './fakeResources';

const renders = new Map<string, number>();

/** A text input that also reads its antd form item's context, as antd's own inputs do, and counts its renders. */
function ProbeWidget({ id, value, onChange }: WidgetProps) {
  Form.Item.useStatus();
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <input id={id} value={(value as string | undefined) ?? ''} onChange={(e) => onChange(e.target.value)} />;
}

const FIELDS = 30;
const properties = {
  ...Object.fromEntries(
    Array.from({ length: FIELDS }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}`, 'x-widget': 'ProbeWidget' }]),
  ),
  tags: { type: 'array', title: 'Tags', items: { type: 'string', title: 'Tag' } },
  nested: { type: 'object', title: 'Nested', properties: { inner: { type: 'string', title: 'Inner' } } },
};
const registry = new Registry([
  {
    file: 'schemas/lab/probes.json',
    json: {
      kind: 'probes',
      label: { one: 'Probe', many: 'Probes' },
      area: 'ENTITY',
      changeLogType: 'Probe',
      useCases: ['EVT'],
      scope: 'website',
      route: 'probes',
      id: 'probe_id',
      display: 'f0',
      endpoints: { list: 'GET /api/lab/probes', create: 'POST /api/lab/probes' },
      list: { columns: ['f0'], search: [], sort: 'created_at' },
      schema: { type: 'object', properties },
      uiSchema: {},
    },
  },
]);

beforeAll(async () => {
  Object.assign(widgets, { ProbeWidget });
  await import('../../../src/console/engine/edit/EditPage');
});
beforeEach(() => resetConsoleState());
afterEach(() => vi.unstubAllGlobals());

describe('typing in an edit form (docs/architecture.md §5a)', () => {
  it('re-renders the field typed in and no other field', async () => {
    fakeResources(registry, {});
    renderEngine('/make/entities/probes/new', { registry });
    const input = await screen.findByLabelText('Field 15');
    act(() => void fireEvent.change(input, { target: { value: 'a' } }));
    renders.clear();
    for (const value of ['ab', 'abc', 'abcd', 'abcde']) act(() => void fireEvent.change(input, { target: { value } }));
    expect(input).toHaveValue('abcde');
    expect(Object.fromEntries(renders)).toEqual({ 'probes.f15': 4 });
  });

  it('wraps no field in another field’s form item (a wrapping item re-renders everything inside it per keystroke)', async () => {
    fakeResources(registry, {});
    renderEngine('/make/entities/probes/new', { registry });
    await screen.findByLabelText('Inner');
    const items = [...document.querySelectorAll('.ant-form-item')];
    expect(items.length).toBeGreaterThan(FIELDS);
    expect(items.filter((item) => item.querySelector('.ant-form-item'))).toEqual([]);
  });
});
