import { describe, expect, it } from '@jest/globals';
import { REMOTES, signedInUser } from '../testing/fixtures';
import { guardRedirect } from './guard';

const redirect = (path: string, user: ReturnType<typeof signedInUser> | null, search = '') =>
  guardRedirect(path, user, REMOTES, search);

describe('guardRedirect', () => {
  describe('signed out', () => {
    it('sends the index to /signin', () => expect(redirect('/', null)).toBe('/signin'));

    it.each([
      ['/talent-sheets', '', '/signin?next=%2Ftalent-sheets'],
      ['/influencers/profile/3/1', '', '/signin?next=%2Finfluencers%2Fprofile%2F3%2F1'],
      ['/configure/', '', '/signin?next=%2Fconfigure'],
      ['/influencers', '?page=2', '/signin?next=%2Finfluencers%3Fpage%3D2'],
      [
        '/talent-sheets/statistics',
        '?a=1&b=x%20y',
        '/signin?next=%2Ftalent-sheets%2Fstatistics%3Fa%3D1%26b%3Dx%2520y',
      ],
    ])('sends %s%s to /signin carrying the way back: %s', (path, search, target) =>
      expect(redirect(path, null, search)).toBe(target),
    );

    it('lets /signin?next=... through', () => {
      expect(redirect('/signin', null, '?next=%2Finfluencers%3Fpage%3D2')).toBeNull();
    });

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

    it('shows a team member the home page at the index', () => {
      expect(redirect('/', user)).toBeNull();
    });

    it('sends platform staff to the Requests Console and platform admins to their tools, unless acting', () => {
      expect(redirect('/', signedInUser({ is_staff: true }))).toBe('/staff/requests');
      expect(redirect('/', signedInUser({ is_admin: true }))).toBe('/configure');
      expect(redirect('/', signedInUser({ is_admin: true, is_staff: true }))).toBe('/configure');
      const acting = {
        kind: 'team',
        team_id: 7,
        team_name: 'Northstar',
        real_email: 'admin@platform.test',
      } as const;
      expect(redirect('/', signedInUser({ is_admin: true, acting_as: acting }))).toBeNull();
      expect(redirect('/signin', signedInUser({ is_staff: true }))).toBe('/staff/requests');
    });

    it.each(['/signin', '/login', '/request-magic-link', '/forgot-password', '/sign-up'])(
      'sends %s (signed-out only) home',
      (path) => expect(redirect(path, user)).toBe('/'),
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

    it('sends a sign-in page with a safe next to that page, path and query', () => {
      expect(redirect('/signin', user, '?next=%2Finfluencers%3Fpage%3D2')).toBe('/influencers?page=2');
      expect(redirect('/request-magic-link', user, '?next=%2Ftalent-sheet%2Fabc')).toBe('/talent-sheet/abc');
    });

    it.each([
      '?next=%2F%2Fevil.example',
      '?next=https%3A%2F%2Fevil.example',
      '?next=%2F%5Cevil.example',
      '?next=%2Fsignin',
    ])('ignores an unsafe next (%s) and goes home', (search) =>
      expect(redirect('/signin', user, search)).toBe('/'),
    );

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
