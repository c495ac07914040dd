// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../../src/console/app/feedback/ErrorScreen';
import { LoadingScreen } from '../../../src/console/common/LoadingScreen';
import { ApiError } from '../../../src/console/api/client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('load-failure screen', () => {
  it('animates while the counter runs, then after it passes 8 offers to remove cookies, which signs out', () => {
    const onSignOut = vi.fn();
    render(<ErrorScreen error={new ApiError(500, 'Database unavailable')} onSignOut={onSignOut} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    for (let second = 1; second <= 8; second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.queryByRole('button', { name: 'Try removing cookies' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('heading', { name: "Couldn't load your workspace" })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try removing cookies' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('shows the fallback wording for an error without a message', () => {
    render(<ErrorScreen error={new Error('boom')} onSignOut={() => undefined} />);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(screen.getByText("Couldn't fetch your workspace :( Please try again later.")).toBeInTheDocument();
  });
});

describe('loading screen', () => {
  it("says 'Loading...' by default", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
