// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearView } from '../../../src/console/common/NearView';

/** A stand-in for the browser's IntersectionObserver that the test moves: `reach()` brings the watched place near. */
function installObserver() {
  const watched: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      watched.push({ callback, options, targets: this.targets });
    }
    targets: Element[] = [];
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets.length = 0;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watched,
    reach: (isIntersecting: boolean) =>
      act(() => {
        for (const w of watched)
          w.callback(
            w.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('NearView', () => {
  it('draws nothing of its children until their place nears the screen', () => {
    const observer = installObserver();
    render(
      <NearView margin={300}>
        <p>Prices</p>
      </NearView>,
    );
    expect(screen.queryByText('Prices')).toBeNull();
    expect(observer.watched[0]?.options?.rootMargin).toBe('0px 0px 300px 0px');
    observer.reach(false);
    expect(screen.queryByText('Prices')).toBeNull();
    observer.reach(true);
    expect(screen.getByText('Prices')).toBeTruthy();
  });

  it('draws them at once when asked to, without watching', () => {
    const observer = installObserver();
    render(
      <NearView now>
        <p>Prices</p>
      </NearView>,
    );
    expect(screen.getByText('Prices')).toBeTruthy();
    expect(observer.watched).toHaveLength(0);
  });

  it('draws them where the browser has no observer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearView>
        <p>Prices</p>
      </NearView>,
    );
    expect(screen.getByText('Prices')).toBeTruthy();
  });

  it('is drawn empty on the server, so the page hydrates to the same markup', () => {
    expect(
      renderToString(
        <NearView>
          <p>Prices</p>
        </NearView>,
      ),
    ).not.toContain('Prices');
  });
});

describe('NearView, once drawn', () => {
  it('keeps its children when what asked for them at once goes away', () => {
    installObserver();
    const { rerender } = render(
      <NearView now>
        <p>Prices</p>
      </NearView>,
    );
    rerender(
      <NearView now={false}>
        <p>Prices</p>
      </NearView>,
    );
    expect(screen.getByText('Prices')).toBeTruthy();
  });
});
