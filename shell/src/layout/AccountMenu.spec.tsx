import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AccountMenu } from './AccountMenu';

const ENTRIES = [
  { label: 'Settings', href: '/configure' },
  { label: 'Creator Calls', href: '/creator-calls' },
  { label: 'Favorites', href: '/favorites' },
  { label: 'Campaign Tracking', href: '/campaigns' },
  { label: 'Log Out', href: '/signout' },
];

describe('AccountMenu', () => {
  afterEach(cleanup);

  const button = () => screen.getByRole('button', { name: /account menu/i });

  it('opens from the keyboard onto its first item and moves with the arrow keys', () => {
    render(<AccountMenu displayName="Avery" entries={ENTRIES} />);
    expect(button().getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button(), { key: 'Enter' });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Settings',
      'Creator Calls',
      'Favorites',
      'Campaign Tracking',
      'Log Out',
    ]);
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(items[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[4]);
    fireEvent.keyDown(items[4] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('closes on Escape and gives focus back to the button', () => {
    render(<AccountMenu displayName="Avery" entries={ENTRIES} />);
    fireEvent.click(button());
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0] as HTMLElement, { key: 'Escape' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes when the pointer goes down elsewhere', () => {
    render(<AccountMenu displayName="Avery" entries={ENTRIES} />);
    fireEvent.click(button());
    fireEvent.pointerDown(document.body);
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
