import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Declaration } from '../../shared/registry';
import type { ListQuery } from './listQuery';
import { toApi, type Doc, type RecordRow } from './recordShape';
import { readRecord, singletonRecord } from './store';
import { listPage } from './listPage';
import { recordRefLabels } from './refLabels';
import { createChange, deleteChange, putSingleton, updateChange } from './changes';
import { declaredOnly, withoutSentBack } from './undeclared';
import { asObject, refuseReadOnly, validateRecord } from './validateBody';
import { idOf, scopeOf, versionOf } from './requestParts';
import { hasRole, requireRole } from './permissions';
import { requireUseCase } from './useCaseCheck';
import { flatList } from './flatList';
import { localeOf } from './locales';
import { withRetries } from './retrying';
import { authOf } from '../auth/authOf';
import { exportCsv } from '../csv/exportCsv';
import { authorsOf, ownerOf, refuseOwnedEdit } from './ownedBy';
import { copyChildren, copyKinds } from './copyChildren';
import { AppError } from '../../shared/errors';

type Handler = (decl: Declaration) => RouteHandlerMethod;

const modeOf = (request: FastifyRequest) => (request.query as ListQuery).mode;

/** The parent id a singleton read names in its query (course_seo?courseseo_course_id=…). */
function parentIdOf(decl: Declaration, request: FastifyRequest): number | undefined {
  if (!decl.parent) return undefined;
  const value = (request.query as Record<string, unknown>)[decl.parent.field];
  return value === undefined ? undefined : Number(value);
}

/** docs/product.md §3: a singleton may answer wrapped in an array (i_evt_event) whose first item is the active one. */
function singletonBody(decl: Declaration, item: Doc | null) {
  const wrap = typeof decl.singleton === 'object' ? decl.singleton.wrap : undefined;
  return { data: wrap ? { [wrap]: item ? [item] : [] } : item };
}

/** The generic handler of each endpoint slot; nothing here knows a kind. */
export function resourceHandlers(app: FastifyInstance): Record<string, Handler> {
  // Saves that still meet a deadlock or serialization failure on PostgreSQL are run again.
  const db = withRetries(app.database.db);
  const guard = (decl: Declaration, request: FastifyRequest, role: 'viewer' | 'maker') => {
    const scope = scopeOf(decl, request);
    requireUseCase(authOf(request), decl, scope.websiteId);
    requireRole(authOf(request), decl.area, role, scope.websiteId);
    return scope;
  };

  return {
    list: (decl) => async (request, reply) => {
      const scope = guard(decl, request, 'viewer');
      if ((request.query as ListQuery).format === 'csv') {
        const day = new Date().toISOString().slice(0, 10);
        const file = await exportCsv(db, decl, scope, request.query as ListQuery);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${decl.kind}-${day}.csv"`)
          .send(file);
      }
      const found = await listPage(db, decl, scope, request.query as ListQuery, app.registry);
      const meta = {
        page: found.page,
        max_results: found.maxResults,
        total: found.total,
        ...(found.totalCapped ? { total_capped: true } : {}),
      };
      // The rows and the labels are JSON text from the database; a string answer is sent as it is.
      const labels = found.labels ? `,"labels":${found.labels}` : '';
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"data":${found.json},"meta":${JSON.stringify(meta).slice(0, -1)}${labels}}}`);
    },
    read: (decl) => async (request) => {
      const scope = guard(decl, request, 'viewer');
      if (decl.singleton) {
        const locale = await localeOf(db, decl, scope, request);
        // A locale without a copy of its own reads the default copy until one is saved.
        const own = await singletonRecord(db, decl, scope, parentIdOf(decl, request), false, locale);
        const row = own ?? (locale ? await singletonRecord(db, decl, scope, undefined, false, null) : undefined);
        return singletonBody(decl, row ? toApi(decl, row, modeOf(request)) : null);
      }
      const id = idOf(decl, request);
      const row = await readRecord(db, decl, scope, id);
      const data = toApi(decl, row, modeOf(request));
      const labels = await recordRefLabels(db, app.registry, decl, scope.clientId, data);
      // A record kept inside another (a program's product) names its owner: the console opens it there.
      const owner = await ownerOf(db, app.registry, decl, scope, id);
      const meta = { ...(labels ? { labels } : {}), ...(owner ? { owner } : {}) };
      return Object.keys(meta).length > 0 ? { data, meta } : { data };
    },
    flat: (decl) => async (request) => {
      const scope = guard(decl, request, 'viewer');
      const data = await flatList(db, decl, scope, request.query as Record<string, unknown>);
      return { data, meta: { page: 1, max_results: data.length, total: data.length } };
    },
    create: (decl) => async (request, reply) => {
      const scope = guard(decl, request, 'maker');
      // What the copy takes along is checked first: a wrong kind says so whatever the body holds.
      const { copy_of: copyOf, copy_children: copyText } = request.query as { copy_of?: number; copy_children?: string };
      const kinds = copyKinds(app.registry, decl, copyText);
      if (kinds.size > 0 && copyOf === undefined) throw new AppError('MISSING_FIELD', { field: 'copy_of' }, { field: 'copy_of' });
      const sent = asObject(request.body);
      // The fields a client may not set are named first, whatever else the body gets wrong.
      refuseReadOnly(decl, sent, null, scope.websiteId);
      const data = validateRecord(decl, sent, scope.clientId);
      const { row, copied } = await db.transaction(async (tx) => {
        // A copy carries the content of the record it was made from: whoever wrote that answers for it too.
        const authors = copyOf === undefined ? [] : await authorsOf(tx, decl, scope, copyOf);
        const made = await createChange(tx, app.registry, decl, scope, authOf(request).userId, data, { sent, authors });
        if (copyOf === undefined || kinds.size === 0) return { row: made, copied: undefined };
        const source = await readRecord(tx, decl, scope, copyOf);
        return { row: made, copied: await copyChildren(tx, app.registry, decl, scope, authOf(request).userId, source, made, kinds) };
      });
      return reply.status(201).send({ data: toApi(decl, row), ...(copied ? { meta: { copied } } : {}) });
    },
    update: (decl) => async (request, reply) => {
      const scope = guard(decl, request, 'maker');
      const body = asObject(request.body);
      const userId = authOf(request).userId;
      const version = versionOf(request);
      if (decl.singleton) {
        const locale = await localeOf(db, decl, scope, request);
        const data = validateRecord(decl, body, scope.clientId);
        const row = await db.transaction((tx) =>
          putSingleton(tx, app.registry, decl, scope, userId, version, data, locale, { sent: body }),
        );
        return singletonBody(decl, toApi(decl, row));
      }
      // Upsert kinds (form mappings) create on a PUT that names no record.
      if (decl.upsert && body[decl.id] === undefined && (request.params as { id?: string }).id === undefined) {
        const data = validateRecord(decl, body, scope.clientId);
        const row = await db.transaction((tx) => createChange(tx, app.registry, decl, scope, userId, data, { sent: body }));
        return reply.status(201).send({ data: toApi(decl, row) });
      }
      const merge = request.method === 'PATCH';
      // Fields no longer declared are judged against the stored record, inside the transaction.
      if (!merge) validateRecord(decl, declaredOnly(decl, body), scope.clientId);
      const id = idOf(decl, request);
      const row: RecordRow = await db.transaction(async (tx) => {
        await refuseOwnedEdit(tx, app.registry, decl, scope, id);
        return updateChange(
          tx,
          app.registry,
          decl,
          scope,
          userId,
          id,
          version,
          (current) => validateRecord(decl, withoutSentBack(decl, merge ? { ...current, ...body } : body, current), scope.clientId),
          { sent: body },
        );
      });
      return { data: toApi(decl, row) };
    },
    delete: (decl) => async (request) => {
      const scope = guard(decl, request, 'maker');
      const id = idOf(decl, request);
      const checker = hasRole(authOf(request), decl.area, 'checker', scope.websiteId);
      const row = await db.transaction(async (tx) => {
        await refuseOwnedEdit(tx, app.registry, decl, scope, id);
        return deleteChange(tx, app.registry, decl, scope, authOf(request).userId, id, versionOf(request), checker);
      });
      return { data: row ? toApi(decl, row) : { [decl.id]: id, withdrawn: true } };
    },
  };
}
