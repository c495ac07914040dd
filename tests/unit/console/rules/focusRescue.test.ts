// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rescueFocus } from '../../../../src/console/rules/focusRescue';

/** A page as the console draws it: header, then main with its heading and a button. */
function page(withHeading: boolean) {
  document.body.innerHTML = `<header><a href="/">Console</a></header><main>${withHeading ? '<h1>Courses</h1>' : ''}<button>Save</button></main>`;
  return { save: document.querySelector('button')!, heading: document.querySelector('h1') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rescueFocus', () => {
  it.each([
    ['focus on a control still on the page stays there', true, 'on Save', 'kept', 'Save'],
    ['focus left on the body moves to the heading', true, 'on body', 'moved', 'Courses'],
    ['focus whose control was removed moves to the heading', true, 'Save removed', 'moved', 'Courses'],
    ['a page with no heading yet is waited for', false, 'on body', 'wait', ''],
  ] as const)('%s', (_, withHeading, start, outcome, focused) => {
    const { save } = page(withHeading);
    save.focus();
    if (start === 'on body') save.blur();
    if (start === 'Save removed') save.remove();
    expect(rescueFocus(document)).toBe(outcome);
    expect(document.activeElement === document.body ? '' : document.activeElement?.textContent).toBe(focused);
  });

  it('when an action asked for the heading (a save, a publish), it takes focus from a control still on the page', () => {
    const { save } = page(true);
    save.focus();
    expect(rescueFocus(document, true)).toBe('moved');
    expect(document.activeElement?.textContent).toBe('Courses');
  });

  it('makes the heading focusable by script only, not a tab stop', () => {
    const { heading } = page(true);
    rescueFocus(document);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });
});
