import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../src/shared/formatMessage';
import { messages } from '../../../src/shared/messages';

/**
 * The message catalogue is one catalogue in parts (each part loads with its screens): a key names
 * one string wherever it is used, so no key may be in two parts, and every string can be filled in.
 * Every part is found by its file name (src/shared/*Messages.ts), so a new part is checked too.
 */
const found = import.meta.glob<Record<string, unknown>>('../../../src/shared/*Messages.ts', { eager: true });
const PARTS: Record<string, Record<string, string>> = { messages };
for (const module of Object.values(found)) {
  for (const [name, value] of Object.entries(module)) {
    if (name.endsWith('Messages') && value && typeof value === 'object') PARTS[name] = value as Record<string, string>;
  }
}

describe('the message catalogue', () => {
  it('finds every part', () => {
    expect(Object.keys(PARTS)).toEqual(expect.arrayContaining(['messages', 'historyMessages', 'listToolMessages', 'reviewMessages']));
  });

  it.each(Object.keys(PARTS))('%s shares no key with another part', (name) => {
    const others = Object.entries(PARTS).filter(([other]) => other !== name);
    const shared = Object.keys(PARTS[name]!).filter((key) => others.some(([, part]) => key in part));
    expect(shared).toEqual([]);
  });

  it.each(Object.entries(PARTS).flatMap(([name, part]) => Object.keys(part).map((key) => [name, key] as const)))(
    '%s.%s fills in without leaving a placeholder for a count',
    (name, key) => {
      const filled = formatMessage(PARTS[name]![key]!, { count: 2 });
      expect(filled).not.toMatch(/\{count\b/);
    },
  );
});
