// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdClicks, isTakenOver } from '../../../src/console/app/heldClicks';

/** Clicks on a server-drawn page before the console has taken it over are held, then carried out (app/heldClicks.ts). */
function page() {
  document.body.innerHTML = `<div id="root"><button id="add">Add</button><a id="link" href="/next">Next</a><p id="text">text</p><button id="gone">Gone</button></div><button id="outside">Outside</button>`;
  const clicked: string[] = [];
  document.body.addEventListener('click', (event) => clicked.push((event.target as Element).id));
  return { root: document.getElementById('root')!, clicked, byId: (id: string) => document.getElementById(id)! };
}

/** Which elements React has taken over, as a test sets them. */
function owned(...ids: string[]) {
  const taken = new Set(ids);
  return { takenOver: (element: Element) => taken.has(element.id), take: (id: string) => taken.add(id) };
}

afterEach(() => vi.useRealTimers());

describe('holdClicks', () => {
  it('holds plain clicks on controls and links until release, then clicks them again in order', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root, owned('add', 'link'));
    byId('link').click();
    byId('add').click();
    expect(clicked).toEqual([]);
    clicks.release();
    expect(clicked).toEqual(['link', 'add']);
    byId('add').click();
    expect(clicked).toEqual(['link', 'add', 'add']);
  });

  it.each([
    ['text that is not a control', 'text', {}],
    ['a control outside the page root', 'outside', {}],
    ['a click with a modifier key (open in a new tab)', 'link', { ctrlKey: true }],
    ['a click of another mouse button', 'link', { button: 1 }],
  ])('leaves %s to the browser', (_what, id, init) => {
    const { root, clicked, byId } = page();
    holdClicks(root);
    byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    expect(clicked).toEqual([id]);
  });

  it('drops a held click whose element is no longer in the page', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root, owned());
    byId('gone').click();
    byId('gone').remove();
    clicks.release();
    expect(clicked).toEqual([]);
  });

  it('carries a held click out only once React has taken its control over, and keeps the order', () => {
    vi.useFakeTimers();
    const { root, clicked, byId } = page();
    const react = owned('link');
    const clicks = holdClicks(root, react);
    byId('add').click();
    byId('link').click();
    clicks.release();
    vi.advanceTimersByTime(100);
    expect(clicked).toEqual([]);
    react.take('add');
    vi.advanceTimersByTime(100);
    expect(clicked).toEqual(['add', 'link']);
  });

  it('after release, holds a click on a control not yet taken over until it is', () => {
    vi.useFakeTimers();
    const { root, clicked, byId } = page();
    const react = owned();
    holdClicks(root, react).release();
    byId('add').click();
    expect(clicked).toEqual([]);
    react.take('add');
    vi.advanceTimersByTime(100);
    expect(clicked).toEqual(['add']);
  });

  it('stops waiting for a control never taken over: its held click goes to the browser, and so do later ones', () => {
    vi.useFakeTimers();
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root, { ...owned(), waitMs: 1_000 });
    byId('add').click();
    clicks.release();
    vi.advanceTimersByTime(1_100);
    expect(clicked).toEqual(['add']);
    byId('link').click();
    expect(clicked).toEqual(['add', 'link']);
  });

  it('knows an element react-dom has hydrated from one it has not yet', async () => {
    const App = () => <button type="button">Add</button>;
    document.body.innerHTML = `<div id="root">${renderToString(<App />)}</div><button id="plain">Plain</button>`;
    const button = document.querySelector('#root button')!;
    expect(isTakenOver(button)).toBe(false);
    await act(async () => {
      hydrateRoot(document.getElementById('root')!, <App />);
    });
    expect(isTakenOver(button)).toBe(true);
    expect(isTakenOver(document.getElementById('plain')!)).toBe(false);
  });
});
