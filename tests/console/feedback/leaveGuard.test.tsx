// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Link, Outlet, RouterProvider, useSearchParams } from 'react-router-dom';
import { LeavePageGuard } from '../../../src/console/app/feedback/LeavePageGuard';
import { useDirtyStore, useUnsavedChanges } from '../../../src/console/state/dirtyStore';
import { memoryRouter, preloadConsole, withTestStyles } from '../harness';

beforeAll(preloadConsole);

function EditPage() {
  const [params] = useSearchParams();
  const forms = params.get('forms');
  useUnsavedChanges(params.get('dirty') === '1', forms ? forms.split(',') : []);
  return <h1>Edit zone</h1>;
}

function renderGuarded(path: string) {
  const routes = [
    {
      element: (
        <>
          <LeavePageGuard />
          <Link to="/make/entities/agenda">Agenda</Link>
          <Link to="/make/entities/zones/4?dirty=1&tab=2">Same page</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: '/make/entities/zones/4', element: <EditPage /> },
        { path: '/make/entities/agenda', element: <h1>Agenda list</h1> },
      ],
    },
  ];
  const router = memoryRouter(path, routes);
  render(withTestStyles(<RouterProvider router={router} />));
  return router;
}

beforeEach(() => useDirtyStore.setState({ dirty: false }));

describe('leave-page warning', () => {
  it('aborts a route change with unsaved changes; Stay keeps the page, Leave clears the flag and goes on', async () => {
    const router = renderGuarded('/make/entities/zones/4?dirty=1');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));

    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You have unsaved changes');
    expect(router.state.location.pathname).toBe('/make/entities/zones/4');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/make/entities/zones/4');
    expect(useDirtyStore.getState().dirty).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/agenda'));
    expect(useDirtyStore.getState().dirty).toBe(false);
    expect(screen.getByRole('heading', { name: 'Agenda list' })).toBeInTheDocument();
  });

  it('names the forms whose changes would be lost, when the page says which', async () => {
    renderGuarded('/make/entities/zones/4?dirty=1&forms=Course,Course SEO');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await waitFor(() => expect(useDirtyStore.getState().forms).toEqual(['Course', 'Course SEO']));
    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your changes to Course and Course SEO are not saved.');
  });

  it('holds the browser back button too: Stay puts the page back in history, Leave goes back', async () => {
    const router = renderGuarded('/make/entities/agenda');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await act(() => router.navigate('/make/entities/zones/4?dirty=1'));
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog')).toHaveTextContent('You have unsaved changes');
    expect(router.state.location.pathname).toBe('/make/entities/zones/4');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/make/entities/zones/4');
    expect(screen.getByRole('heading', { name: 'Edit zone' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Agenda list' })).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/make/entities/agenda');
    expect(useDirtyStore.getState().dirty).toBe(false);
  });

  it('does not ask when nothing is unsaved, nor for a change of query on the same page', async () => {
    const router = renderGuarded('/make/entities/zones/4?dirty=1');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?dirty=1&tab=2'));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => useDirtyStore.getState().setDirty(false));
    await user.click(screen.getByRole('link', { name: 'Agenda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/make/entities/agenda'));
  });

  it('asks the browser to confirm a reload or closing the tab while changes are unsaved', async () => {
    renderGuarded('/make/entities/zones/4?dirty=1');
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    act(() => useDirtyStore.getState().setDirty(false));
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });

  it('an edit page that unmounts releases the flag', async () => {
    const router = renderGuarded('/make/entities/zones/4?dirty=1');
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(true));
    act(() => useDirtyStore.getState().setDirty(false));
    await act(() => router.navigate('/make/entities/agenda'));
    await waitFor(() => expect(useDirtyStore.getState().dirty).toBe(false));
  });
});
