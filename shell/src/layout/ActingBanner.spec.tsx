import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { apiErrorAnswer, installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { ActingBanner } from './ActingBanner';

let network: FakeFetch | null = null;

afterEach(() => {
  cleanup();
  network?.restore();
  network = null;
});

describe('ActingBanner', () => {
  it('names the team an admin acts as and returns in one click, reloading on /configure', async () => {
    network = installFakeFetch(() => ({ body: { success: true } }));
    const reloads: string[] = [];
    render(
      <ActingBanner
        acting={{ kind: 'team', team_id: 3, team_name: 'Bolt Talent', real_email: 'admin@x.co' }}
        reload={(path) => reloads.push(path)}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Acting as' });
    expect(banner.textContent).toContain('You are acting as Bolt Talent');
    expect(banner.textContent).toContain('signed in as admin@x.co');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Return to My Account' })));
    expect(network.callsTo('/api/admin/stop-acting').map((call) => call.method)).toEqual(['POST']);
    expect(reloads).toEqual(['/configure']);
  });

  it('names the spoofed user and stays, with the reason, when returning fails', async () => {
    network = installFakeFetch(() => apiErrorAnswer(500, 'INTERNAL_ERROR', 'Something went wrong.'));
    const reloads: string[] = [];
    render(
      <ActingBanner
        acting={{
          kind: 'user',
          user_id: 7,
          email: 'sam@x.co',
          full_name: 'Sam Lee',
          real_email: 'staff@x.co',
        }}
        reload={(path) => reloads.push(path)}
      />,
    );
    expect(screen.getByRole('region', { name: 'Acting as' }).textContent).toContain(
      'You are viewing the app as Sam Lee (sam@x.co, user 7)',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Return to My Account' })));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(reloads).toEqual([]);
    expect((screen.getByRole('button', { name: 'Return to My Account' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
