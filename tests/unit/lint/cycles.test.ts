import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every relative import (type imports included: they tie modules together just the same) of src/. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync('src', { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g)]
      .map((m) => resolve(dirname(file), m[1]!))
      .map((base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync))
      .filter((f): f is string => f !== undefined)
      .map((f) => relative(process.cwd(), f));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the list of modules around it (found by depth-first search). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('module graph of src/', () => {
  it('reads the imports (the scan works)', () => {
    expect(importGraph().get(join('src', 'server', 'app.ts'))?.length).toBeGreaterThan(5);
  });

  it('has no import cycles', () => {
    expect(cycles(importGraph()).map((c) => c.join(' → '))).toEqual([]);
  });
});
