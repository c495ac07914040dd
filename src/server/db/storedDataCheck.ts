import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors';
import type { Registry } from '../../shared/registry';
import { validateRecord } from '../resources/validateBody';
import { rows, type Db } from './connect';

/** One broken rule of a kind: which field, what rule, how many stored copies break it, and which records (the first few). */
export interface DataFailure {
  field: string;
  rule: string;
  count: number;
  ids: number[];
}

export interface KindDataReport {
  kind: string;
  /** Stored copies checked: each live copy and each draft. */
  checked: number;
  failures: DataFailure[];
}

const IDS_SHOWN = 10;
const BATCH = 1_000;

/** The rules a stored copy breaks, as the API would name them on a save. */
function brokenRules(registry: Registry, kind: string, doc: Record<string, unknown>, clientId: number): { field: string; rule: string }[] {
  try {
    validateRecord(registry.get(kind), doc, clientId);
    return [];
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const fields = (err.details as { fields?: { field: string; message: string }[] } | undefined)?.fields;
    return fields?.length ? fields.map((f) => ({ field: f.field, rule: f.message })) : [{ field: err.field ?? '', rule: err.message }];
  }
}

/**
 * Every stored record, live copy and draft, against its kind's current declaration (docs/declarations.md,
 * Changing a declaration): what a migration that was not declared, or a change made by hand, left
 * behind. Read in batches by id, so a large kind is never held in memory at once.
 */
export async function checkStoredData(db: Db, registry: Registry, signal?: AbortSignal): Promise<KindDataReport[]> {
  const reports: KindDataReport[] = [];
  for (const decl of registry.all()) {
    // A server closing while it checks stops between batches rather than ask a closed database.
    signal?.throwIfAborted();
    const failures = new Map<string, DataFailure>();
    let checked = 0;
    let after = 0;
    for (;;) {
      const batch = await rows<{
        id: string | number;
        client_id: number;
        live: Record<string, unknown> | null;
        draft: Record<string, unknown> | null;
      }>(
        db,
        sql`SELECT record_id AS id, client_id, live, draft FROM records WHERE kind = ${decl.kind} AND record_id > ${after}
            ORDER BY record_id LIMIT ${BATCH}`,
      );
      for (const row of batch) {
        const id = Number(row.id);
        for (const doc of [row.live, row.draft]) {
          if (!doc) continue;
          checked++;
          for (const broken of brokenRules(registry, decl.kind, doc, row.client_id)) {
            const key = `${broken.field}\n${broken.rule}`;
            const entry = failures.get(key) ?? { ...broken, count: 0, ids: [] };
            entry.count++;
            if (entry.ids.length < IDS_SHOWN && !entry.ids.includes(id)) entry.ids.push(id);
            failures.set(key, entry);
          }
        }
      }
      if (batch.length < BATCH || signal?.aborted) break;
      after = Number(batch[batch.length - 1]!.id);
    }
    reports.push({ kind: decl.kind, checked, failures: [...failures.values()] });
  }
  return reports;
}

/** The reports as the command prints them: a line per broken rule, and whether any broke. */
export function describeDataReports(reports: KindDataReport[]): { text: string; ok: boolean } {
  const broken = reports.filter((r) => r.failures.length > 0);
  const checked = reports.reduce((n, r) => n + r.checked, 0);
  if (broken.length === 0)
    return { ok: true, text: `${checked} stored copies of ${reports.length} kinds checked: every one fits its declaration.` };
  const lines = broken.flatMap((r) =>
    r.failures.map(
      (f) =>
        `${r.kind}  ${f.field || '(record)'}  ${f.rule}  ${f.count} ${f.count === 1 ? 'copy' : 'copies'}  records ${f.ids.join(', ')}${f.count > f.ids.length ? ', …' : ''}`,
    ),
  );
  return {
    ok: false,
    text: [...lines, `${checked} stored copies checked; ${broken.length} kind(s) hold copies that do not fit.`].join('\n'),
  };
}
