import { contentPatch, sameContent } from '../../../src/console/screens/edit-website/pageContent';

describe('page content: what counts as a change, and the patch page_utils merges', () => {
  it.each([
    [
      'the same content with keys in another order is unchanged',
      { headline: 'Hi', intro: 'Text' },
      { intro: 'Text', headline: 'Hi' },
      true,
    ],
    ['an emptied input is no content at all', { headline: 'Hi' }, { headline: 'Hi', intro: '' }, true],
    ['an empty list of sections is no sections', {}, { sections: [] }, true],
    ['a new section is a change', { sections: [] }, { sections: [{ title: 'New' }] }, false],
    [
      'a changed image alignment is a change',
      { sections: [{ image: { url: 'https://x.example/a.png', alignment: 'left' } }] },
      { sections: [{ image: { url: 'https://x.example/a.png', alignment: 'right' } }] },
      false,
    ],
  ])('%s', (_rule, saved, edited, same) => {
    expect(sameContent(saved, edited)).toBe(same);
  });

  it.each([
    ['sends the edited parts as they are', { headline: 'Old' }, { headline: 'New' }, { headline: 'New' }],
    [
      'sends null for a part the manager emptied, so the server removes it',
      { headline: 'Old', intro: 'Gone' },
      { headline: 'Old', intro: '' },
      { headline: 'Old', intro: null },
    ],
    ['leaves out empty inputs inside sections', {}, { sections: [{ title: 'A', text: '' }] }, { sections: [{ title: 'A' }] }],
  ])('%s', (_rule, saved, edited, patch) => {
    expect(contentPatch(saved, edited)).toEqual(patch);
  });
});
