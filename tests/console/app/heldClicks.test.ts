// @vitest-environment jsdom
import { holdClicks } from '../../../src/console/app/heldClicks';

/** Clicks on a server-drawn page before the console has taken it over are held, then carried out (app/heldClicks.ts). */
function page() {
  document.body.innerHTML = `<div id="root"><button id="add">Add</button><a id="link" href="/next">Next</a><p id="text">text</p><button id="gone">Gone</button></div><button id="outside">Outside</button>`;
  const clicked: string[] = [];
  document.body.addEventListener('click', (event) => clicked.push((event.target as Element).id));
  return { root: document.getElementById('root')!, clicked, byId: (id: string) => document.getElementById(id)! };
}

describe('holdClicks', () => {
  it('holds plain clicks on controls and links until release, then clicks them again in order', () => {
    const { root, clicked, byId } = page();
    const clicks = holdClicks(root);
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
    const clicks = holdClicks(root);
    byId('gone').click();
    byId('gone').remove();
    clicks.release();
    expect(clicked).toEqual([]);
  });
});
