// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../src/console/common/SearchBox';

function renderBox(defaultValue?: string) {
  const onSearch = vi.fn();
  render(<SearchBox label="Search Zones" defaultValue={defaultValue} onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup({ delay: null }), box: screen.getByRole('searchbox', { name: 'Search Zones' }) };
}

describe('the search box', () => {
  it('is a search landmark whose Enter asks for the typed text, and nothing while typing', async () => {
    const { onSearch, user, box } = renderBox();
    expect(screen.getByRole('search')).toContainElement(box);
    await user.type(box, 'Hall');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Hall');
  });

  it('asks for the text with its button too', async () => {
    const { onSearch, user, box } = renderBox();
    await user.type(box, 'Zone 1');
    await user.click(screen.getByRole('button', { name: 'Search Zones' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Zone 1');
  });

  it('drops a search in force once its text is deleted, without waiting for Enter', async () => {
    const { onSearch, user, box } = renderBox('Hall');
    expect(box).toHaveValue('Hall');
    await user.clear(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('asks for nothing when a box with no search in force is emptied', async () => {
    const { onSearch, user, box } = renderBox();
    await user.type(box, 'x');
    await user.clear(box);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
