// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagsInput } from '../../../src/console/common/TagsInput';

function renderTags(initial: string[] = []) {
  const changes: string[][] = [];
  function Field() {
    const [value, setValue] = useState<string[]>(initial);
    return (
      <>
        <label htmlFor="choices">Choices</label>
        <TagsInput
          id="choices"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  render(<Field />);
  return { changes, user: userEvent.setup({ delay: null }), box: screen.getByRole('textbox', { name: 'Choices' }) };
}

type User = ReturnType<typeof userEvent.setup>;

describe('free words as tags', () => {
  it.each([
    ['Enter', (user: User) => user.keyboard('Small{Enter}')],
    ['a comma', (user: User) => user.keyboard('Small,')],
    [
      'leaving the box',
      async (user: User) => {
        await user.keyboard('Small');
        await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      },
    ],
  ])('adds the typed word with %s, and empties the box', async (_, act) => {
    const { changes, user, box } = renderTags(['Large']);
    await user.click(box);
    await act(user);
    expect(changes.at(-1)).toEqual(['Large', 'Small']);
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Small' })).toBeInTheDocument();
  });

  it('adds each word of a pasted list once, leaving out those already there', async () => {
    const { changes, user, box } = renderTags(['Large']);
    await user.click(box);
    await user.paste('Small, Large, Medium, Small');
    expect(changes.at(-1)).toEqual(['Large', 'Small', 'Medium']);
  });

  it('takes the last word away with Backspace in the empty box, and any word with its button', async () => {
    const { changes, user, box } = renderTags(['Small', 'Medium', 'Large']);
    await user.click(box);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)).toEqual(['Small', 'Medium']);
    await user.click(screen.getByRole('button', { name: 'Remove Small' }));
    expect(changes.at(-1)).toEqual(['Medium']);
  });
});
