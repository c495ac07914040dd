// @vitest-environment jsdom
import { holdClicks } from '../../../src/console/app/heldClicks';

/** Clicks on a server-drawn page before the console has taken it over are held, then carried out (app/heldClicks.ts). */
function page() {
  document.body.innerHTML = `<div id="root"><button id="add">Add</button><button id="sort">Sort</button><a id="link" href="#next">Next</a><a href="#new"><button id="inlink">Add in a link</button></a><p id="text">text</p><button id="gone">Gone</button></div><button id="outside">Outside</button>`;
  const clicked: string[] = [];
  document.body.addEventListener('click', (event) => clicked.push((event.target as Element).id));
  return { root: document.getElementById('root')!, clicked, byId: (id: string) => document.getElementById(id)! };
}

describe('holdClicks', () => {
  it('holds plain clicks on controls until release, then clicks them again in order', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root);
    byId('sort').click();
    byId('add').click();
    expect(clicked).toEqual([]);
    clicks.release();
    expect(clicked).toEqual(['sort', 'add']);
  });

  it('after release, leaves every click to the console', () => {
    const { root, clicked, byId } = page();
    holdClicks(root).release();
    byId('add').click();
    expect(clicked).toEqual(['add']);
  });

  it('releases once: a second release clicks nothing again', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root);
    byId('add').click();
    clicks.release();
    clicks.release();
    expect(clicked).toEqual(['add']);
  });

  it.each([
    ['a link, which navigates on its own', 'link', {}],
    ['a control inside a link, whose link navigates', 'inlink', {}],
    ['text that is not a control', 'text', {}],
    ['a control outside the page root', 'outside', {}],
    ['a click with a modifier key (open in a new tab)', 'add', { ctrlKey: true }],
    ['a click of another mouse button', 'add', { button: 1 }],
  ])('leaves %s to the browser', (_what, id, init) => {
    const { root, clicked, byId } = page();
    holdClicks(root);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    byId(id).dispatchEvent(event);
    expect(clicked).toEqual([id]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('drops a held click whose control is no longer in the page', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root);
    byId('gone').click();
    byId('gone').remove();
    clicks.release();
    expect(clicked).toEqual([]);
  });
});
