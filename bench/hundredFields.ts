/**
 * A 100-field declaration for bench/typing.ts, the shape of the peers' rjsf form (../shared/peers):
 * 30 text, 10 textarea, 10 e-mail, 10 integer, 10 number, 10 select, 10 yes/no and 10 date fields,
 * half of them required, with a valid record. It checks a field on every change (`liveValidate`).
 * It never enters schemas/: the benchmark builds from a copy of schemas/ with this file added.
 */
export const HUNDRED_KIND = 'bench-hundred';

type Doc = Record<string, unknown>;

export function hundredFields(n = 100): { declaration: Doc; record: Doc } {
  const properties: Doc = {};
  const required: string[] = [];
  const uiSchema: Doc = {};
  const record: Doc = {};
  for (let i = 1; i <= n; i++) {
    const key = `f${String(i).padStart(3, '0')}`;
    const title = `Field ${i}`;
    const kind = i % 10;
    if (kind <= 2) {
      properties[key] = { type: 'string', title, minLength: 3, maxLength: 80, ...(i % 20 === 2 ? { pattern: '^[A-Za-z0-9 _-]+$' } : {}) };
      record[key] = `Value ${i}`;
    } else if (kind === 3) {
      properties[key] = { type: 'string', title, maxLength: 500 };
      uiSchema[key] = { 'ui:widget': 'textarea' };
      record[key] = `Longer text for field ${i}.`;
    } else if (kind === 4) {
      properties[key] = { type: 'string', title, format: 'email' };
      record[key] = `user${i}@example.org`;
    } else if (kind === 5) {
      properties[key] = { type: 'integer', title, minimum: 0, maximum: 1000 };
      record[key] = i;
    } else if (kind === 6) {
      properties[key] = { type: 'number', title, minimum: 0, maximum: 100, multipleOf: 0.5 };
      record[key] = 50;
    } else if (kind === 7) {
      properties[key] = { type: 'string', title, enum: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'] };
      record[key] = 'beta';
    } else if (kind === 8) {
      properties[key] = { type: 'boolean', title };
      record[key] = i % 4 === 0;
    } else {
      properties[key] = { type: 'string', title, format: 'date' };
      record[key] = '2025-06-15';
    }
    if (i % 2 === 1) required.push(key);
  }
  const path = '/api/client/bench_hundred';
  const declaration: Doc = {
    $schema: '../entity.schema.json',
    kind: HUNDRED_KIND,
    label: { one: 'Bench record', many: 'Bench records' },
    description: 'A 100-field form for the typing benchmark (bench/typing.ts); never part of schemas/.',
    area: 'ENTITY',
    changeLogType: 'Bench record',
    useCases: ['EDU'],
    scope: 'website',
    route: HUNDRED_KIND,
    id: 'bench_id',
    display: 'f001',
    endpoints: { list: `GET ${path}`, create: `POST ${path}`, update: `PUT ${path}`, delete: `DELETE ${path}` },
    liveValidate: true,
    list: { columns: ['f001', 'f002', 'created_at'], search: ['f001'], sort: 'created_at', order: 'desc' },
    schema: { type: 'object', required, properties },
    uiSchema: { 'ui:order': Object.keys(properties), ...uiSchema },
  };
  return { declaration, record };
}
