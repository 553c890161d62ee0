import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, type ApiQueryState } from '@tpp/session';
import { EmptyState } from './EmptyState.js';
import { QueryView } from './QueryStates.js';

function view(state: ApiQueryState<string[]>, retry = jest.fn()) {
  render(
    <QueryView
      query={{ state, retry }}
      loadingLabel="Loading the members..."
      errorText="The members could not be loaded."
      isEmpty={(rows) => rows.length === 0}
      empty={<EmptyState title="No members yet" />}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
  return retry;
}

describe('QueryView (the states every screen shares)', () => {
  it('shows the loading state with what is loading', () => {
    view({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toContain('Loading the members...');
  });

  it("shows the server's message, or the screen's own, with a Try Again that reads again", () => {
    const retry = view({
      status: 'error',
      error: new ApiError(500, { message: 'Database is down' } as never),
    });
    expect(screen.getByRole('alert').textContent).toContain('Database is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("falls back to the screen's text for a failure without a message", () => {
    view({ status: 'error', error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert').textContent).toContain('The members could not be loaded.');
  });

  it('shows the empty state for an empty answer, and the children for a full one', () => {
    view({ status: 'ready', data: [] });
    expect(screen.getByRole('heading', { name: 'No members yet' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the answer through its children', () => {
    view({ status: 'ready', data: ['Ada', 'Grace'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada', 'Grace']);
  });

  it('draws its own not-found state when given one', () => {
    render(
      <QueryView
        query={{ state: { status: 'not-found' }, retry: () => undefined }}
        errorText="x"
        notFound={<p>Gone</p>}
      >
        {() => null}
      </QueryView>,
    );
    expect(screen.getByText('Gone')).toBeTruthy();
  });
});
