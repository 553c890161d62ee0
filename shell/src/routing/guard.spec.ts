import { describe, expect, it } from '@jest/globals';
import { REMOTES, signedInUser } from '../testing/fixtures';
import { guardRedirect } from './guard';

const redirect = (path: string, user: ReturnType<typeof signedInUser> | null) =>
  guardRedirect(path, user, REMOTES);

describe('guardRedirect', () => {
  describe('signed out', () => {
    it.each([
      '/',
      '/talent-sheets',
      '/influencers/profile/3/1',
      '/configure',
      '/configure/',
      '/talent-sheets/statistics',
    ])('sends %s to /signin', (path) => expect(redirect(path, null)).toBe('/signin'));

    it.each([
      '/signin',
      '/login',
      '/forgot-password',
      '/magic-signin/abc',
      '/public/talent-sheet/x',
      '/account-disabled',
    ])('lets %s through', (path) => expect(redirect(path, null)).toBeNull());

    it('leaves unknown paths alone so that they show Not Found', () => {
      expect(redirect('/no-such-page', null)).toBeNull();
    });

    it('leaves /signout to the shell', () => {
      expect(redirect('/signout', null)).toBeNull();
    });
  });

  describe('signed in', () => {
    const user = signedInUser();

    it('sends the index to the talent sheets', () => {
      expect(redirect('/', user)).toBe('/talent-sheets');
    });

    it.each(['/signin', '/login', '/request-magic-link', '/forgot-password', '/sign-up'])(
      'sends %s (signed-out only) home, following the index redirect',
      (path) => expect(redirect(path, user)).toBe('/talent-sheets'),
    );

    it.each([
      '/talent-sheets',
      '/influencers',
      '/configure',
      '/talent-sheets/statistics/9',
      '/public/collection/4',
      '/no-such-page',
      '/signout',
    ])('lets %s through', (path) => expect(redirect(path, user)).toBeNull());

    it('shows pages to users without a team or suspended ones (they only lose the navigation)', () => {
      expect(redirect('/influencers', signedInUser({ noTeam: true }))).toBeNull();
      expect(redirect('/influencers', signedInUser({ suspended: true }))).toBeNull();
    });
  });

  describe('disabled account', () => {
    const user = signedInUser({ account_disabled: true });

    it.each(['/', '/talent-sheets', '/configure', '/no-such-page', '/signin'])(
      'sends %s to /account-disabled',
      (path) => expect(redirect(path, user)).toBe('/account-disabled'),
    );

    it.each(['/account-disabled', '/public/talent-sheet/x', '/signout'])('lets %s through', (path) =>
      expect(redirect(path, user)).toBeNull(),
    );
  });
});
