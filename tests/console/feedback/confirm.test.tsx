// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/console/app/feedback/ConfirmDialog';
import { confirm, useConfirmStore } from '../../../src/console/state/confirmStore';
import { preloadConsole, withTestStyles } from '../harness';

beforeAll(preloadConsole);

beforeEach(() => useConfirmStore.setState({ request: null, last: null }));

/** Opens a request and waits for its dialog; the answer is wrapped so awaiting ask() does not await it. */
async function ask(options: Parameters<typeof confirm>[0]): Promise<{ answer: Promise<boolean> }> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  await screen.findByRole('dialog');
  return { answer };
}

describe('generic confirm dialog', () => {
  it('defaults to Cancel and Ok, 400 px wide, and resolves true on Ok', async () => {
    render(withTestStyles(<ConfirmDialog />));
    const { answer } = await ask({ title: 'Delete this zone?', content: 'The deletion goes to review.' });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this zone?');
    expect(dialog).toHaveTextContent('The deletion goes to review.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog.closest('.ant-modal') ?? dialog).toHaveStyle({ width: '400px' });
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Ok' }));
    await expect(answer).resolves.toBe(true);
    expect(useConfirmStore.getState().request).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    render(withTestStyles(<ConfirmDialog />));
    const { answer } = await ask({ title: 'Reset all changes?' });
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('takes its own button labels', async () => {
    render(withTestStyles(<ConfirmDialog />));
    const { answer } = await ask({ title: 'Publish?', okText: 'Publish', cancelText: 'Not now' });
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Publish' }));
    await expect(answer).resolves.toBe(true);
  });

  it('a second request answers the first with false', async () => {
    render(withTestStyles(<ConfirmDialog />));
    const { answer: first } = await ask({ title: 'First?' });
    let second!: Promise<boolean>;
    act(() => {
      second = confirm({ title: 'Second?' });
    });
    await expect(first).resolves.toBe(false);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Second?'));
    await userEvent.setup({ delay: null, pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: 'Ok' }));
    await expect(second).resolves.toBe(true);
  });
});
