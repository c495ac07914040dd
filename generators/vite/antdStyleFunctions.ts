import type { Plugin } from 'vite';

/** antd's factories of a component's style hook; their second argument makes its CSS rules. */
const FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const MENTIONS_FACTORY = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The [start, end) ranges of the style-rule functions passed to antd's style hook factories. */
export function styleFunctionRanges(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && FACTORIES.has(callee.name as string) && args[1]) ranges.push([args[1].start, args[1].end]);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((child) => isNode(child) && visit(child));
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

/**
 * The console runs antd in zero-runtime mode (src/console/app/ConsoleLayout.tsx): components take
 * their rules from the static stylesheet and antd never calls the functions that would make them
 * at run time, yet every component's chunk carried them (≈ 90 kB of gzip over all routes). This
 * hands antd's style hook factories an empty rule function instead, so the bundler drops the real
 * ones; the component tokens, which antd still writes as CSS variables, are untouched.
 */
export function antdStyleFunctions(): Plugin {
  return {
    name: 'console:antd-style-functions',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/.test(id) || !MENTIONS_FACTORY.test(code)) return null;
      const ranges = styleFunctionRanges(this.parse(code) as unknown as Node);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, start)}() => []${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
