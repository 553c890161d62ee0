import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '@tpp/ui/testing';
import { UserNotices } from './UserNotices';

describe('UserNotices', () => {
  afterEach(cleanup);

  it('shows a notice the user has not dismissed; Dismiss hides it and tells the server', async () => {
    const fake = installFakeFetch((request) =>
      request.path === '/api/user/notices/dismiss'
        ? { body: { notices: [] } }
        : { body: { notices: ['rate_cards_hidden'] } },
    );
    try {
      render(<UserNotices teamAdmin />);
      const notice = await screen.findByRole('region', { name: 'Notice' });
      expect(notice.textContent).toContain('Rate cards are now hidden from brands unless you turn them on');
      expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/configure');
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull());
      expect(fake.callsTo('/api/user/notices/dismiss')).toHaveLength(1);
    } finally {
      fake.restore();
    }
  });

  it('tells a member who can turn rate cards on, without a Settings link', async () => {
    const fake = installFakeFetch(() => ({ body: { notices: ['rate_cards_hidden', 'something_newer'] } }));
    try {
      render(<UserNotices teamAdmin={false} />);
      const notice = await screen.findByRole('region', { name: 'Notice' });
      expect(notice.textContent).toContain('unless a team admin turns them on in Settings');
      expect(screen.queryByRole('link', { name: 'Open Settings' })).toBeNull();
      // A notice this shell cannot word is not shown.
      expect(screen.getAllByRole('region', { name: 'Notice' })).toHaveLength(1);
    } finally {
      fake.restore();
    }
  });
});
