import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { guardHistory } from '../../../src/console/app/routing/guardedHistory';

/** A guarded in-memory history at /a, with /b behind it, that refuses any move to /b or /c. */
function setUp() {
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/b', '/a'], initialIndex: 1, v5Compat: true }));
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  const release = history.block((_from, to) => to.pathname === '/b' || to.pathname === '/c');
  return { history, seen, release };
}

const moves = {
  push: (h: ReturnType<typeof setUp>['history']) => h.push('/c'),
  replace: (h: ReturnType<typeof setUp>['history']) => h.replace('/c'),
  back: (h: ReturnType<typeof setUp>['history']) => h.go(-1),
};

describe('guarded history', () => {
  it.each([
    ['a push', 'push', 'PUSH /c'],
    ['a replace', 'replace', 'REPLACE /c'],
    ['a back', 'back', 'POP /b'],
  ] as const)('%s to a refused page is held, stays put on reset and happens on proceed', (_name, move, done) => {
    const { history, seen } = setUp();
    moves[move](history);
    expect(history.blocker.state).toBe('blocked');
    expect(history.location.pathname).toBe('/a');
    expect(seen).toEqual([]);

    history.blocker.reset();
    expect(history.blocker.state).toBe('idle');
    expect(history.location.pathname).toBe('/a');

    moves[move](history);
    history.blocker.proceed();
    expect(history.blocker.state).toBe('idle');
    expect(seen).toEqual([done]);
  });

  it('lets through what the predicate allows, and everything once released', () => {
    const { history, seen, release } = setUp();
    history.push('/d');
    expect(seen).toEqual(['PUSH /d']);
    release();
    history.push('/c');
    expect(history.location.pathname).toBe('/c');
    expect(history.blocker.state).toBe('idle');
  });

  it('tells subscribers when a change is held and when it is settled', () => {
    const { history } = setUp();
    const states: string[] = [];
    history.subscribe(() => states.push(history.blocker.state));
    history.push('/c');
    history.blocker.proceed();
    expect(states).toEqual(['blocked', 'idle']);
  });
});
