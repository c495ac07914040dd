import postcss, { type Rule } from 'postcss';

/** A CSS class of antd's (`ant-btn-primary` of `.ant-btn-primary`), without the dot. */
const ANT_CLASS = /\.(ant-[\w-]+)/g;
/** A theme scope's class (`.css-var-_R_0_`): in the stylesheet, the scopes of antd's own build. */
const THEME_SCOPE = /\.css-var-/;

/**
 * The component a class belongs to: the longest known prefix it equals or starts with and a dash
 * (`ant-input-number-handler` is input-number's, not input's). Undefined when no component's
 * prefix matches (motion classes such as `ant-zoom-big`, shared by every popup).
 */
export function ownerOf(cls: string, prefixes: readonly string[]): string | undefined {
  let owner: string | undefined;
  for (const prefix of prefixes) {
    if ((cls === prefix || cls.startsWith(`${prefix}-`)) && prefix.length > (owner?.length ?? 0)) owner = prefix;
  }
  return owner;
}

/**
 * antd's static stylesheet without the rules of components the console never renders: a selector
 * naming a class of an unused component can match nothing, so it goes, and a rule with no selector
 * left goes with it, as does an at-rule left empty. So do the theme variables the stylesheet sets
 * for the theme scopes of antd's own build (`.css-var-…`): no element of ours carries those
 * classes, as antd writes the console's theme variables for its own scope at run time. Classes of
 * no known component and keyframes stay. `prefixes`: every component's class prefix (`ant-btn`, `ant-select`…);
 * `used`: those of the components the build bundles.
 */
export function trimAntdCss(css: string, prefixes: readonly string[], used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const unused = (selector: string) =>
    THEME_SCOPE.test(selector) ||
    [...selector.matchAll(ANT_CLASS)].some(([, cls]) => {
      const owner = ownerOf(cls!, prefixes);
      return owner !== undefined && !used.has(owner);
    });
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !unused(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first: an @media left empty inside an emptied @layer goes, and then the @layer.
  const empties = (): postcss.AtRule[] => {
    const found: postcss.AtRule[] = [];
    root.walkAtRules((at) => {
      if (at.nodes !== undefined && at.nodes.length === 0) found.push(at);
    });
    return found;
  };
  for (let batch = empties(); batch.length > 0; batch = empties()) batch.forEach((at) => at.remove());
  return root.toString();
}
