/** Schemas several hand-written routes answer with, named once in the OpenAPI components. */
import { AREAS, REVIEW_STATUSES } from '../../shared/enums';
import type { Schema } from './schemas';

const int: Schema = { type: 'integer', minimum: 1 };

export const COMPONENT_SCHEMAS: Record<string, Schema> = {
  ReferenceItem: {
    type: 'object',
    description: 'Every reference item has value and label, so any x-options field renders it as a select.',
    required: ['value', 'label'],
    properties: { value: { type: ['string', 'number'] }, label: { type: 'string' } },
    additionalProperties: true,
  },
  ChangeBlock: {
    type: 'object',
    description: 'One pending (or decided) change of one record.',
    properties: {
      block_id: int, client_id: int, website_id: { type: ['integer', 'null'] }, asset_type_name: { type: 'string', enum: [...AREAS] },
      kind: { type: 'string' }, kind_label: { type: 'string' }, record_id: int, record_label: {}, id_field: { type: ['string', 'null'] },
      change_log_type: { type: 'string' }, action: { type: 'string', enum: ['CREATE', 'UPDATE', 'DELETE'] },
      status: { type: 'string', enum: [...REVIEW_STATUSES] }, before: { type: ['object', 'null'] }, after: { type: ['object', 'null'] },
      version: { type: 'integer', minimum: 1, description: 'Goes up on every save to the change; name it when you publish, reset or withdraw.' },
      touched_by: { type: 'array', items: int, description: 'Everyone who wrote a version of it: none of them may publish it (four eyes).' },
      created_by: int, created_by_name: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
      decided_by_name: { type: ['string', 'null'] },
      decided_by: { type: ['integer', 'null'] }, decided_at: { type: ['string', 'null'], format: 'date-time' }, reason: { type: ['string', 'null'] },
    },
  },
};
