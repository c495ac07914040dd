import { describe, expect, it } from 'vitest';
import { accessMessages } from '../../../src/shared/accessMessages';
import { builderMessages } from '../../../src/shared/builderMessages';
import { formatMessage } from '../../../src/shared/formatMessage';
import { historyMessages } from '../../../src/shared/historyMessages';
import { messages } from '../../../src/shared/messages';
import { reviewMessages } from '../../../src/shared/reviewMessages';
import { storedDataMessages } from '../../../src/shared/storedDataMessages';
import { teamMessages } from '../../../src/shared/teamMessages';
import { websiteMessages } from '../../../src/shared/websiteMessages';

/**
 * The message catalogue is one catalogue in parts (each part loads with its screens): a key names
 * one string wherever it is used, so no key may be in two parts, and every string can be filled in.
 */
const PARTS: Record<string, Record<string, string>> = {
  messages,
  accessMessages,
  builderMessages,
  historyMessages,
  reviewMessages,
  storedDataMessages,
  teamMessages,
  websiteMessages,
};

describe('the message catalogue', () => {
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
