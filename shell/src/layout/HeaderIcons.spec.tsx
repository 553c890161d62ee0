import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { HeaderIcons } from './HeaderIcons';

describe('HeaderIcons', () => {
  afterEach(cleanup);

  it('leaves the messages icon out until messages are built', () => {
    render(<HeaderIcons hasUnread showMessages={false} />);
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/configure');
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  it('highlights the messages icon while conversations are unread', () => {
    render(<HeaderIcons hasUnread showMessages />);
    const messages = screen.getByRole('link', { name: 'Messages (unread conversations)' });
    expect(messages.getAttribute('href')).toBe('/messages');
    expect(messages.getAttribute('data-unread')).toBe('true');
    cleanup();
    render(<HeaderIcons hasUnread={false} showMessages />);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('data-unread')).toBeNull();
  });
});
