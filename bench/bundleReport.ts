import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** node_modules/<package> or the console folder a source file belongs to: what a reader can act on. */
export function ownerOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return pkg[1];
  const own = /src\/(console\/[^/]+(?:\/[^/.]+)?|shared)/.exec(source);
  if (own?.[1]) return own[1];
  return source.includes('schemas/') ? 'schemas (declarations)' : 'other (generated modules)';
}

/** Bytes of one built chunk per owner, from its (hidden) source map; empty when the build has none. */
export function chunkOwners(assetsDir: string, file: string): Map<string, number> {
  const out = new Map<string, number>();
  const mapFile = join(assetsDir, `${file}.map`);
  if (!existsSync(mapFile)) return out;
  const lines = readFileSync(join(assetsDir, file), 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap);
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end = next && next.line === m.line ? next.column : (lines[m.line - 1]?.length ?? m.column);
    const owner = m.source ? ownerOf(m.source) : 'other (generated modules)';
    out.set(owner, (out.get(owner) ?? 0) + Math.max(0, end - m.column));
  });
  return out;
}

/**
 * Where a route's first-load JavaScript goes: each chunk's gzip size split over the packages and
 * console folders its source map names, in kB (1,000 bytes), largest first.
 */
export function routeReport(assetsDir: string, chunks: Map<string, number>, top = 10): [string, number][] {
  const totals = new Map<string, number>();
  for (const [file, gzipBytes] of chunks) {
    const owners = chunkOwners(assetsDir, file);
    const raw = [...owners.values()].reduce((a, b) => a + b, 0);
    if (raw === 0) {
      totals.set(file, (totals.get(file) ?? 0) + gzipBytes);
      continue;
    }
    for (const [owner, bytes] of owners) totals.set(owner, (totals.get(owner) ?? 0) + (gzipBytes * bytes) / raw);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, bytes]) => [owner, Math.round(bytes / 100) / 10]);
}
