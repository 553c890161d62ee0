import { afterEach, describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { TALENT_MESSAGES } from '@tpp/contracts';
import { displaySettings, influencerProfile, publicTeam, socialAccount } from '@tpp/profile/testing';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import PublicProfilePage from './PublicProfilePage';

let fake: FakeFetch | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

async function show(ui: ReactElement) {
  await act(async () => {
    render(ui);
  });
}

describe('PublicProfilePage', () => {
  it('shows the creator themed by the team, titled by the name shown', async () => {
    fake = installFakeFetch(() => ({
      body: {
        team: publicTeam({ display_settings: displaySettings({ displayDarkMode: true }) }),
        influencer: influencerProfile({
          team_settings: { custom_display_name: 'Ava S.', excluded_post_ids: [], disabledInfoBoxes: [] },
          socials: [socialAccount({ audience_followers: null })],
        }),
      },
    }));
    await show(<PublicProfilePage influencerId="7" teamId="3" />);
    expect(fake.callsTo('/api/public/profile/7/team/3')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ava S.' })).toBeTruthy();
    expect(document.title).toBe('Ava S. · Talent Pitch Pro');
    expect(document.querySelector('.pf-theme--dark')).not.toBeNull();
    expect(screen.queryByText('Show/Hide Widgets')).toBeNull();
  });

  it('says the influencer was not found on a 404 and for ids that are not numbers', async () => {
    fake = installFakeFetch(() => ({
      status: 404,
      body: { message: TALENT_MESSAGES.influencerNotFoundBody },
    }));
    await show(<PublicProfilePage influencerId="12345" />);
    expect(fake.callsTo('/api/public/profile/12345')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: TALENT_MESSAGES.influencerNotFoundTitle })).toBeTruthy();
  });

  it('does not call the API for a malformed id', async () => {
    fake = installFakeFetch(() => ({ status: 500 }));
    await show(<PublicProfilePage influencerId="abc" />);
    expect(fake.calls).toHaveLength(0);
    expect(screen.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeTruthy();
  });
});
