/**
 * The message catalogue's part for stored values that no longer fit a changed declaration
 * (docs/declarations.md, Changing a declaration; src/shared/messages.ts holds the rest): it loads
 * only with a record that has such values, so every record page's chrome stays within its budget.
 */
export const storedDataMessages = {
  storedMisfitOne:
    'This {what} holds a stored value that no longer fits its declaration. It is shown below with the rule it breaks: nothing is dropped, and saving needs it fixed.',
  storedMisfitOther:
    'This {what} holds {count} stored values that no longer fit its declaration. Each is shown below with the rule it breaks: nothing is dropped, and saving needs them fixed.',
};

/**
 * The message for `count` such values, filled in. Filled here rather than by errors.ts's
 * formatMessage: importing it from this chunk split it into a chunk of its own on every record page.
 */
export function storedMisfit(what: string, count: number): string {
  const template = storedDataMessages[new Intl.PluralRules('en').select(count) === 'one' ? 'storedMisfitOne' : 'storedMisfitOther'];
  return template.replace('{what}', what).replace('{count}', String(count));
}
