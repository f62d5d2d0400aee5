// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState } from '#client/components/ui/query-state.tsx';
import { ApiError } from '#client/lib/api-client.ts';

afterEach(cleanup);

const query = (
  state: Partial<{ isPending: boolean; error: unknown; isRefetching: boolean }>,
  refetch = vi.fn(),
) => ({
  isPending: false,
  error: null,
  refetch,
  ...state,
});

describe('QueryState', () => {
  it('shows a spinner while the query loads', () => {
    render(<QueryState query={query({ isPending: true })}>Data</QueryState>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Data')).toBeNull();
  });

  it('shows the error with a retry that refetches', () => {
    const refetch = vi.fn();
    render(<QueryState query={query({ error: new TypeError('Failed to fetch') }, refetch)}>Data</QueryState>);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says an API error in the catalogue's words", () => {
    const error = new ApiError('session_not_found', 'whatever the server said', 404);
    render(<QueryState query={query({ error })}>Data</QueryState>);
    expect(screen.getByRole('alert').textContent).toContain('Session not found');
    expect(screen.queryByText('Data')).toBeNull();
  });

  it('shows the empty text, then the data', () => {
    const { rerender } = render(
      <QueryState query={query({})} isEmpty empty="No paths yet.">
        Data
      </QueryState>,
    );
    expect(screen.getByText('No paths yet.')).toBeTruthy();
    rerender(<QueryState query={query({})}>Data</QueryState>);
    expect(screen.getByText('Data')).toBeTruthy();
  });
});
