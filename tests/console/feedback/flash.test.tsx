// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashMessages } from '../../../src/console/app/feedback/FlashMessages';
import { flash, useFlashStore } from '../../../src/console/state/flashStore';
import { withTestStyles } from '../harness';

beforeEach(() => useFlashStore.setState({ messages: [] }));
afterEach(() => vi.useRealTimers());

describe('flash messages', () => {
  it('stack success, danger, info and warning with their type badges, newest last', () => {
    render(withTestStyles(<FlashMessages />));
    act(() => {
      flash.success('Zone added and sent for review.');
      flash.danger("Couldn't update Zone :( Please try again later.");
      flash.info('Changes published.');
      flash.warning('This record was changed by someone else.');
    });
    const stack = screen.getByTestId('flash-messages');
    const items = [...stack.children] as HTMLElement[];
    expect(items.map((el) => el.getAttribute('data-testid'))).toEqual(['flash-success', 'flash-danger', 'flash-info', 'flash-warning']);
    expect(within(items[0]!).getByText('Success')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Error')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Info')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Warning')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Couldn't update Zone :( Please try again later.");
    expect(items[1]).toHaveAttribute('role', 'alert');
  });

  it('can be dismissed one by one', async () => {
    render(withTestStyles(<FlashMessages />));
    act(() => {
      flash.danger('First problem');
      flash.warning('Second problem');
    });
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Dismiss: First problem' }));
    expect(screen.queryByText('First problem')).toBeNull();
    expect(screen.getByText('Second problem')).toBeInTheDocument();
  });

  it('confirmations fade after a while; problems stay until dismissed', () => {
    vi.useFakeTimers();
    render(withTestStyles(<FlashMessages />));
    act(() => {
      flash.success('Saved');
      flash.danger('Failed');
    });
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('renders nothing without messages', () => {
    const { container } = render(withTestStyles(<FlashMessages />));
    expect(container).toBeEmptyDOMElement();
  });
});
