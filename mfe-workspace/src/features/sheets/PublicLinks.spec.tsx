import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PublicLinks } from './PublicLinks';

afterEach(cleanup);

describe('PublicLinks', () => {
  it('lists each shared address with what it is for: on both, brands can like creators and respond', () => {
    render(<PublicLinks sheetId="AbCdEfGhIjKlMnOp" />);
    const section = screen.getByRole('region', { name: 'Public links' });
    const origin = window.location.origin;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `${origin}/public/talent-sheet/AbCdEfGhIjKlMnOp`,
      `${origin}/public/talent-sheet/roster-view/AbCdEfGhIjKlMnOp`,
    ]);
    const purposes = [...section.querySelectorAll('.tpp-sheet-links__purpose')].map(
      (node) => node.textContent,
    );
    expect(purposes).toHaveLength(2);
    for (const purpose of purposes) expect(purpose).toMatch(/Brands can like creators and respond\.$/);
    expect(within(section).getByRole('button', { name: 'Copy roster view link' })).toBeTruthy();
  });
});
