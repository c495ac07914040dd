// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from '../../../src/console/common/ComboBox';

const OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];

/** A form's combobox with several choices, named by its <label>; every change lands in `changes`. */
function renderMany(initial: string[] = [], disabled = false) {
  const changes: string[][] = [];
  function Field() {
    const [value, setValue] = useState<string[]>(initial);
    return (
      <>
        <label htmlFor="languages">Languages</label>
        <ComboBox
          id="languages"
          multiple
          disabled={disabled}
          options={OPTIONS}
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </>
    );
  }
  render(<Field />);
  return { changes, user: userEvent.setup({ delay: null }), box: screen.getByRole('combobox', { name: 'Languages' }) };
}

describe('a combobox with several choices', () => {
  it('adds with Enter, keeps its list open for the next, and says the list takes several', async () => {
    const { changes, user, box } = renderMany();
    await user.type(box, 'fre');
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual(['fr']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveValue('');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await user.type(box, 'ger');
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual(['fr', 'de']);
    expect(screen.getByRole('option', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    [
      'Enter on a chosen option',
      async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement) => {
        await user.type(box, 'eng');
        await user.keyboard('{Enter}');
      },
    ],
    [
      'Backspace in the empty box (the last choice)',
      async (user: ReturnType<typeof userEvent.setup>, box: HTMLElement) => {
        await user.click(box);
        await user.keyboard('{Backspace}');
      },
    ],
    [
      'its own remove button',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('button', { name: 'Remove English' }));
      },
    ],
  ])('takes a choice away with %s', async (_, act) => {
    const { changes, user, box } = renderMany(['fr', 'en']);
    await act(user, box);
    expect(changes.at(-1)).toEqual(['fr']);
    expect(screen.queryByRole('button', { name: 'Remove English' })).toBeNull();
  });

  it('clears every choice with its clear button, and the focus goes back to the box', async () => {
    const { changes, user, box } = renderMany(['fr', 'de']);
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(changes.at(-1)).toEqual([]);
    expect(box).toHaveFocus();
  });

  it('offers no removing when disabled', () => {
    const { box } = renderMany(['fr'], true);
    expect(box).toBeDisabled();
    expect(screen.getByText('French', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove French' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear the choice' })).toBeNull();
  });
});

describe('a combobox with one choice in a form', () => {
  it('is named by its <label>, shows the chosen label, and tells focus and blur', async () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="lang">Language</label>
        <ComboBox id="lang" options={OPTIONS} value="de" onChange={onChange} onFocus={onFocus} onBlur={onBlur} describedBy="lang-help" />
        <p id="lang-help">The site's language</p>
      </>,
    );
    const user = userEvent.setup({ delay: null });
    const box = screen.getByRole('combobox', { name: 'Language' });
    expect(box).toHaveValue('German');
    expect(box).toHaveAccessibleDescription("The site's language");
    await user.click(box);
    expect(onFocus).toHaveBeenCalledOnce();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('en');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('takes the focus when asked to (ui:autofocus), and has no clear button when clearing is not allowed', () => {
    render(<ComboBox label="Locale" options={OPTIONS} value="en" onChange={() => undefined} autoFocus allowClear={false} />);
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });
});
