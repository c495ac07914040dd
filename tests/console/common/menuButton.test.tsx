// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from '../../../src/console/common/MenuButton';

const ITEMS = [
  { key: 'north', label: 'Northbridge Academy' },
  { key: 'summit', label: 'Demo Summit', current: true },
  { key: 'sale', label: 'Autumn Sale' },
];

function renderMenu() {
  const onChoose = vi.fn();
  render(
    <>
      <MenuButton items={ITEMS} onChoose={onChoose} aria-label="Website">
        Sites
      </MenuButton>
      <button type="button">After</button>
    </>,
  );
  return { onChoose, user: userEvent.setup({ delay: null }), button: screen.getByRole('button', { name: 'Website' }) };
}

describe('the header menu button (WAI-ARIA menu button)', () => {
  it('opens on a click with the current item focused, and a click on an item chooses it and closes', async () => {
    const { onChoose, user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Website' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Demo Summit' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Demo Summit' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Autumn Sale' }));
    expect(onChoose).toHaveBeenCalledWith('sale');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: arrows wrap, Enter chooses, Escape goes back to the button', async () => {
    const { onChoose, user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Autumn Sale' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Northbridge Academy' })).toHaveFocus();
    await user.keyboard('{End}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Home}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('north');
  });

  it('closes without choosing on a click elsewhere', async () => {
    const { onChoose, user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
