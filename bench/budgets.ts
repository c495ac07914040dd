/**
 * The server's speed budgets (docs/architecture.md §5a), checked by `npm run bench`: a broken one
 * makes the run exit non-zero. Latencies are for one user on the embedded database, the worst case
 * (one process, no parallel queries); the comparison with a bare handler is on PostgreSQL.
 */
export const SERVER_BUDGETS = [
  { engine: 'pglite', measure: 'list_p50_ms', max: 20, label: 'list page p50 ms, 100,000 records' },
  { engine: 'pglite', measure: 'search_p50_ms', max: 30, label: 'search p50 ms, 100,000 records' },
  { engine: 'pglite', measure: 'publish_ms', max: 5_000, label: 'publish 10,000 pending blocks, ms' },
  { engine: 'pglite', measure: 'csv_export_ms', max: 10_000, label: 'CSV export of 100,000 rows, ms' },
  // Flat memory: the export holds one batch of rows at a time, whatever the list's size.
  { engine: 'pglite', measure: 'csv_rss_growth_mb', max: 150, label: 'memory growth during that export, MB' },
  { engine: 'postgres', measure: 'list_vs_bare', min: 1.0, label: 'list req/s ÷ bare Fastify + pg req/s' },
] as const;

export interface BudgetRow {
  engine: string;
  measure: string;
  label: string;
  value: number | string;
  budget: string;
  within: boolean;
}

export function budgetRows(results: Record<string, unknown>[]): BudgetRow[] {
  return SERVER_BUDGETS.flatMap((b) => {
    const result = results.find((r) => r.engine === b.engine);
    if (!result) return [];
    const value = result[b.measure];
    const n = typeof value === 'number' ? value : Number.NaN;
    const within = 'max' in b ? n <= b.max : n >= b.min;
    return [
      {
        engine: b.engine,
        measure: b.measure,
        label: b.label,
        value: typeof value === 'number' ? value : String(value),
        budget: 'max' in b ? `≤ ${b.max}` : `≥ ${b.min}`,
        within,
      },
    ];
  });
}
