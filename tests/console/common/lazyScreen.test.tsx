// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/console/common/lazyScreen';

/**
 * A lazy screen whose code is already in draws at once: React.lazy would suspend once even then,
 * and a Suspense fallback on a cold load makes React hold the page back for 300 ms after it.
 */
function counted() {
  const mounts = vi.fn();
  function Screen() {
    useEffect(() => mounts(), []);
    return <p>the screen</p>;
  }
  let arrive: (module: { Screen: typeof Screen }) => void = () => undefined;
  const Lazy = lazyScreen(() => new Promise<{ Screen: typeof Screen }>((resolve) => (arrive = resolve)), 'Screen');
  return { Lazy, mounts, arrive: (m = { Screen }) => arrive(m) };
}

const inSuspense = (Lazy: React.ComponentType) => (
  <Suspense fallback={<p>loading</p>}>
    <Lazy />
  </Suspense>
);

describe('lazyScreen', () => {
  it('draws a preloaded screen in the first render, without its fallback', async () => {
    const { Lazy, arrive } = counted();
    const preload = Lazy.preload();
    arrive();
    await preload;
    render(inSuspense(Lazy));
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('passes its props to the screen', async () => {
    const Named = lazyScreen(async () => ({ Hello: ({ who }: { who: string }) => <p>hello {who}</p> }), 'Hello');
    await Named.preload();
    render(inSuspense(() => <Named who="Ada" />));
    expect(screen.getByText('hello Ada')).toBeTruthy();
  });

  it('shows the fallback until the chunk arrives, then keeps the same screen mounted through later renders', async () => {
    const { Lazy, mounts, arrive } = counted();
    let rerender: () => void = () => undefined;
    function Parent() {
      const [n, setN] = useState(0);
      rerender = () => setN(n + 1);
      return <div data-n={n}>{inSuspense(Lazy)}</div>;
    }
    render(<Parent />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('the screen')).toBeTruthy();
    act(() => rerender());
    act(() => rerender());
    expect(screen.getByText('the screen')).toBeTruthy();
    expect(mounts).toHaveBeenCalledTimes(1);
  });
});
