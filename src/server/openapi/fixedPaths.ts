/**
 * The hand-written routes (auth, client, reference data, version control, this document), as
 * src/server/routes/{auth,client,reference,vcs} register them. These do not come from
 * declarations, so they are described here; a change to those routes belongs here too.
 */
import { AREAS, PAGE_CODES, REVIEW_STATUSES } from '../../shared/enums';
import { envelope, json, ref, responses, type Schema } from './schemas';
import type { PathMap } from './resourcePaths';

export interface OpSpec {
  id: string;
  tag: string;
  summary: string;
  description?: string;
  /** Reachable without a session (`config: { public: true }`). */
  public?: boolean;
  query?: Record<string, Schema>;
  required?: string[];
  path?: Record<string, Schema>;
  body?: Schema;
  data: Schema;
  list?: boolean;
  errors: string[];
}

const int: Schema = { type: 'integer', minimum: 1 };
const str = (min: number, max: number): Schema => ({ type: 'string', minLength: min, maxLength: max });
const obj = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({ type: 'object', required, properties });
const strictObj = (properties: Record<string, Schema>, required: string[]): Schema => ({ ...obj(properties, required), additionalProperties: false });
const scope = { client_id: int, website_id: int };
const ok = ref('schemas', 'Ok');

export function op(s: OpSpec): Schema {
  const parameters = [
    ...Object.entries(s.path ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
    ...Object.entries(s.query ?? {}).map(([name, schema]) => ({ name, in: 'query', ...(s.required?.includes(name) ? { required: true } : {}), schema })),
  ];
  return {
    operationId: s.id,
    tags: [s.tag],
    summary: s.summary,
    ...(s.description ? { description: s.description } : {}),
    ...(s.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(s.body ? { requestBody: { required: true, content: json(s.body) } } : {}),
    responses: responses('200', s.summary, envelope(s.list ? { type: 'array', items: s.data } : s.data, s.list), s.errors),
  };
}

const roleMap: Schema = { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Area (ENTITY, PAGE, FORM, SPEAKERS) → flag.' };
const flags = { isViewer: roleMap, isMaker: roleMap, isChecker: roleMap, hasPendingBlocks: roleMap };
const reference = (name: string, extra: Record<string, Schema> = {}): [string, Record<string, Schema>] => [
  `/api/main/${name}`,
  { get: op({ id: `reference_${name}`, tag: 'reference', summary: `Reference data: ${name}`, query: { ...scope, ...extra }, data: ref('schemas', 'ReferenceItem'), list: true, errors: ['400', '401'] }) },
];

export const FIXED_SCHEMAS: Record<string, Schema> = {
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
      created_by: int, created_by_name: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
      decided_by: { type: ['integer', 'null'] }, decided_at: { type: ['string', 'null'], format: 'date-time' }, reason: { type: ['string', 'null'] },
    },
  },
};

export function fixedPaths(): PathMap {
  const email = str(3, 254);
  const password = str(1, 1024);
  const vcsScope = { ...scope, asset_type_name: { type: 'string', enum: [...AREAS] } };
  const vcsBody = { anyOf: [{ type: 'null' }, strictObj(vcsScope, [])] };
  const vcs = (name: string, summary: string, data: Schema): Schema => op({
    id: `vcs_${name}`, tag: 'vcs', summary, description: 'website_id is required unless the asset type is client-wide (FORM, SPEAKERS). Scope may come in the query or the body.',
    query: vcsScope, required: ['asset_type_name'], body: vcsBody, data, errors: ['400', '401', '403', '409'],
  });
  return Object.fromEntries<Record<string, Schema>>([
    ['/api/cms/auth/login', { post: op({
      id: 'auth_login', tag: 'auth', summary: 'Sign in', public: true,
      description: 'Also sets the HttpOnly auth cookie (dev_auth outside production) and the readable userId cookie.',
      body: strictObj({ email, password }, ['email', 'password']), data: obj({ token: { type: 'string' }, user_id: int, client_id: int }), errors: ['400', '401', '429'],
    }) }],
    ['/api/cms/auth/logout', { post: op({ id: 'auth_logout', tag: 'auth', summary: 'Sign out (revokes the session)', data: ok, errors: ['401'] }) }],
    ['/api/cms/auth/me', { get: op({ id: 'auth_me', tag: 'auth', summary: 'The signed-in user', data: obj({ user_id: int, email: { type: 'string' }, name: { type: 'string' }, client_id: int }), errors: ['401'] }) }],
    ['/api/cms/auth/forgot-password', { post: op({
      id: 'auth_forgotPassword', tag: 'auth', summary: 'Send a password reset link', public: true,
      description: 'Answers the same whether or not the address exists.', body: strictObj({ email }, ['email']), data: ok, errors: ['400', '429'],
    }) }],
    ['/api/cms/auth/reset-password/{token}', { post: op({
      id: 'auth_resetPassword', tag: 'auth', summary: 'Set a new password with a reset token', public: true, path: { token: str(10, 200) },
      body: strictObj({ newPassword: password, token: { type: 'string', maxLength: 200 } }, ['newPassword']), data: ok, errors: ['400'],
    }) }],
    ['/api/cms/auth/change-password', { post: op({
      id: 'auth_changePassword', tag: 'auth', summary: 'Change the password (renews the session)',
      body: strictObj({ current_password: password, new_password: password, confirm_new_password: password }, ['current_password', 'new_password', 'confirm_new_password']),
      data: obj({ ok: { const: true }, token: { type: 'string' } }), errors: ['400', '401'],
    }) }],
    ['/api/client/', { get: op({
      id: 'client_read', tag: 'client', summary: "The caller's client with role and pending flags", query: { client_id: int },
      data: obj({ client_id: int, client_full_name: { type: 'string' }, ...flags, settings: {} }), errors: ['401', '403', '404'],
    }) }],
    ['/api/client/websites', { get: op({
      id: 'client_websites', tag: 'client', summary: "The caller's websites", query: { client_id: int },
      data: { type: 'array', items: obj({
        website_id: int, client_id: int, website_name: { type: 'string' }, website_domain: { type: 'string' },
        usecase_relation: obj({ usecase_code: { type: 'string' } }), ...flags, ic_website_env: obj({ wenv_locale_used: { type: 'boolean' } }), d_i_websitemacro: {},
      }) }, errors: ['401', '403'],
    }) }],
    ['/api/client/website_locales', { get: op({
      id: 'client_websiteLocales', tag: 'client', summary: 'Locales of the caller\'s websites (or of one)', query: scope,
      data: { type: 'array', items: obj({ website_id: int, locale_code: { type: 'string' }, country_code: { type: 'string' }, language_code: { type: 'string' }, is_default: { type: 'boolean' } }) },
      errors: ['400', '401', '403'],
    }) }],
    reference('currencies'),
    reference('languages'),
    reference('offertypes'),
    reference('speaker_roles'),
    reference('templates', { pagetype_code: { type: 'string', enum: [...PAGE_CODES] } }),
    reference('flat_prodserv_types', { exclude_tradable_prodserv_types: { type: 'boolean' } }),
    reference('flat_prodservs'),
    ['/api/main/countries', { post: op({
      id: 'reference_countries', tag: 'reference', summary: 'Reference data: countries (no sign-in needed)', public: true,
      body: { anyOf: [{ type: 'null' }, strictObj({ website_id: int }, [])] }, data: ref('schemas', 'ReferenceItem'), list: true, errors: ['400'],
    }) }],
    ['/api/cms/vcs/blocks', { get: op({
      id: 'vcs_blocks', tag: 'vcs', summary: 'Change blocks of one asset type (pending by default), newest first',
      query: { ...vcsScope, status: { type: 'string', enum: [...REVIEW_STATUSES], default: 'pendingreview' }, max_results: { type: 'integer', minimum: 1, maximum: 500 } },
      required: ['asset_type_name'], data: ref('schemas', 'ChangeBlock'), list: true, errors: ['400', '401', '403'],
    }) }],
    ['/api/cms/vcs/users', { get: op({ id: 'vcs_users', tag: 'vcs', summary: "Users of the caller's client (authors of changes)", query: { client_id: int }, data: { type: 'array', items: obj({ user_id: int, name: { type: 'string' }, email: { type: 'string' } }) }, errors: ['401', '403'] }) }],
    ['/api/cms/vcs/publish', { post: vcs('publish', 'Publish every pending change of one asset type', obj({ published: { type: 'integer', minimum: 0 } })) }],
    ['/api/cms/vcs/reset', { post: vcs('reset', 'Drop every pending change of one asset type', obj({ reverted: { type: 'integer', minimum: 0 } })) }],
    ['/api/cms/vcs/reject', { post: op({
      id: 'vcs_reject', tag: 'vcs', summary: 'Reject one pending change', body: strictObj({ ...scope, block_id: int, reason: str(3, 1000) }, ['block_id', 'reason']),
      data: obj({ rejected: { const: 1 }, block_id: int }), errors: ['400', '401', '403', '404'],
    }) }],
    ['/api/openapi.json', { get: {
      operationId: 'meta_openapi', tags: ['meta'], summary: 'This document', security: [],
      responses: { '200': { description: 'The OpenAPI 3.1 document', content: json({ type: 'object' }) } },
    } }],
  ]);
}
