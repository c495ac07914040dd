import { NavigationType, type Location, type To } from 'react-router-dom';
import type { History } from '../../vendor/routerHistory';

export type { History };
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Asked before every route change: true holds it for the user to confirm (leave-page warning). */
export type BlockPredicate = (from: Location, to: Pick<Location, 'pathname' | 'search' | 'hash'>) => boolean;

/** The one held navigation, if any: `proceed` carries it out, `reset` drops it. */
export interface Blocker {
  readonly state: 'idle' | 'blocked';
  proceed(): void;
  reset(): void;
}

export interface GuardedHistory extends History {
  /** Holds route changes the predicate refuses, until proceed or reset; returns the release. */
  block(predicate: BlockPredicate): () => void;
  readonly blocker: Blocker;
  /** For useSyncExternalStore: called when the blocker changes. */
  subscribe: (onChange: () => void) => () => void;
}

const IDLE: Blocker = { state: 'idle', proceed: () => undefined, reset: () => undefined };

/**
 * A react-router history that can hold a route change, as the data router's useBlocker does, for
 * the declarative router (docs/architecture.md §5: the data router costs every route ~17 kB).
 * Pushes and replaces are held before they happen; back and forward have already moved the
 * browser, so they are undone with go(-delta) and redone with go(delta) on proceed.
 */
export function guardHistory(inner: History): GuardedHistory {
  let predicate: BlockPredicate | null = null;
  let blocker = IDLE;
  let skipPop = false;
  let passPop = false;
  const watchers = new Set<() => void>();
  const setBlocker = (next: Blocker) => {
    blocker = next;
    watchers.forEach((watch) => watch());
  };
  const hold = (go: () => void) =>
    setBlocker({
      state: 'blocked',
      proceed: () => {
        setBlocker(IDLE);
        go();
      },
      reset: () => setBlocker(IDLE),
    });
  const refused = (to: To) => predicate !== null && predicate(inner.location, inner.encodeLocation(to));

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    get blocker() {
      return blocker;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push(to, state) {
      if (refused(to)) hold(() => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      if (refused(to)) hold(() => inner.replace(to, state));
      else inner.replace(to, state);
    },
    listen(listener) {
      let shown = inner.location;
      return inner.listen((update: Update) => {
        if (skipPop) {
          // The undo of a held back/forward: the page never left `shown`.
          skipPop = false;
          return;
        }
        if (update.action === NavigationType.Pop && !passPop && update.delta && predicate?.(shown, update.location)) {
          const delta = update.delta;
          skipPop = true;
          inner.go(-delta);
          hold(() => {
            passPop = true;
            inner.go(delta);
          });
          return;
        }
        passPop = false;
        shown = update.location;
        listener(update);
      });
    },
    block(next) {
      predicate = next;
      return () => {
        if (predicate === next) predicate = null;
        setBlocker(IDLE);
      };
    },
    subscribe: (onChange) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}
