/**
 * The server's speed budgets (docs/architecture.md §5a), checked by `npm run bench`: a broken one
 * makes the run exit non-zero. Latencies are for one user on the embedded database, the worst case
 * (one process, no parallel queries); the console list's comparison with a bare handler is on
 * PostgreSQL, the delivery list's on both engines.
 */
interface Budget {
  engine: 'pglite' | 'postgres';
  measure: string;
  label: string;
  /** At most this, or (min) at least that. */
  max?: number;
  min?: number;
}

export const SERVER_BUDGETS: readonly Budget[] = [
  { engine: 'pglite', measure: 'list_p50_ms', max: 20, label: 'list page p50 ms, 100,000 records' },
  { engine: 'pglite', measure: 'search_p50_ms', max: 30, label: 'search p50 ms, 100,000 records' },
  { engine: 'pglite', measure: 'publish_ms', max: 5_000, label: 'publish 10,000 pending blocks, ms' },
  { engine: 'pglite', measure: 'csv_export_ms', max: 10_000, label: 'CSV export of 100,000 rows, ms' },
  // Flat memory: the export holds one batch of rows at a time, whatever the list's size.
  { engine: 'pglite', measure: 'csv_rss_growth_mb', max: 150, label: 'memory growth during that export, MB' },
  { engine: 'pglite', measure: 'carry_ms', max: 10_000, label: 'carry 100,000 records across a declared rename, ms' },
  { engine: 'postgres', measure: 'list_vs_bare', min: 1.0, label: 'list req/s ÷ bare Fastify + pg req/s' },
  // The delivery API (bench/delivery.ts), on both engines: beside raw Fastify + the driver running its SQL,
  // and revalidations answered 304 from the token query alone (pg_stat_user_tables: no scan of records).
  ...(['pglite', 'postgres'] as const).flatMap((engine) => [
    {
      engine,
      measure: 'delivery_vs_raw',
      min: 1.0,
      label: `delivery list req/s ÷ raw Fastify + ${engine === 'pglite' ? 'PGlite' : 'pg'} req/s, same SQL`,
    },
    { engine, measure: 'delivery_failed_requests', max: 0, label: 'delivery list and raw runs: errors and non-2xx answers' },
    { engine, measure: 'delivery_304_not_304', max: 0, label: 'revalidations (If-None-Match) not answered 304' },
    { engine, measure: 'delivery_304_records_scans', max: 0, label: 'scans of records during the 304 run' },
  ]),
];

export interface BudgetRow {
  engine: string;
  measure: string;
  label: string;
  value: number | string;
  budget: string;
  within: boolean;
}

/** only: 'delivery' (BENCH_ONLY) checks the delivery API's budgets alone, the others not having been measured. */
export function budgetRows(results: Record<string, unknown>[], only?: string): BudgetRow[] {
  return SERVER_BUDGETS.flatMap((b) => {
    if (only === 'delivery' && !b.measure.startsWith('delivery_')) return [];
    const result = results.find((r) => r.engine === b.engine);
    if (!result) return [];
    const value = result[b.measure];
    const n = typeof value === 'number' ? value : Number.NaN;
    const within = b.max !== undefined ? n <= b.max : n >= (b.min ?? Number.NaN);
    return [
      {
        engine: b.engine,
        measure: b.measure,
        label: b.label,
        value: typeof value === 'number' ? value : String(value),
        budget: b.max !== undefined ? `≤ ${b.max}` : `≥ ${b.min}`,
        within,
      },
    ];
  });
}
