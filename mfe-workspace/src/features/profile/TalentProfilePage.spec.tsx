import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { TALENT_MESSAGES, type UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';
import { influencerProfile } from '../../../../shared/profile/src/testing/fixtures';
import { TalentProfilePage } from './TalentProfilePage';

// jsdom draws no canvas; the audience charts fall back to their tables.
HTMLCanvasElement.prototype.getContext = (() => null) as never;

let fake: FakeFetch | null = null;
afterEach(() => {
  cleanup();
  fake?.restore();
  sessionStore.setState({ status: 'idle', user: null });
});

function signIn(role: Pick<UserStatus, 'is_admin' | 'teamRole'>) {
  sessionStore.setState({
    status: 'ready',
    user: { selectedTeamId: 3, primary_team_id: 3, ...role } as UserStatus,
  });
}

function open(path: string, handler: (request: RecordedRequest) => FakeAnswer) {
  fake = installFakeFetch(handler);
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Route path="/influencers/profile/:influencerId/:teamId?" component={TalentProfilePage} />
    </Router>,
  );
}

const profileAnswer = (request: RecordedRequest): FakeAnswer =>
  request.path === '/api/influencers/profiles/7' ? { body: influencerProfile() } : { status: 404, body: {} };

describe('TalentProfilePage', () => {
  it('shows the shared profile with the screens that act on the talent', async () => {
    open('/influencers/profile/7/3', profileAnswer);
    await screen.findByRole('heading', { level: 1, name: 'Ava Stone' });
    expect(screen.getByRole('link', { name: 'Customize Description' }).getAttribute('href')).toBe(
      '/talent/edit-description/7',
    );
    expect(screen.getByRole('link', { name: 'Request Change' }).getAttribute('href')).toBe('/request/7');
    expect(screen.getByRole('link', { name: 'Show or Hide Posts' }).getAttribute('href')).toBe(
      '/talent/7/edit-posts',
    );
    expect(screen.getByRole('link', { name: 'Add Rate Card' }).getAttribute('href')).toBe(
      '/talent/edit-rate-card/7',
    );
    expect(screen.getByRole('button', { name: 'Show/Hide Widgets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alter Displayed Statistics' })).toBeTruthy();
  });

  it('says the influencer was not found for an unknown or foreign id', async () => {
    open('/influencers/profile/999', profileAnswer);
    expect(await screen.findByText(TALENT_MESSAGES.influencerNotFoundTitle)).toBeTruthy();
    expect(screen.getByText(TALENT_MESSAGES.influencerNotFoundBody)).toBeTruthy();
  });

  it('removes the talent from the roster only after confirmation', async () => {
    signIn({ is_admin: false, teamRole: 'team_admin' });
    open('/influencers/profile/7', (request) =>
      request.path === '/api/user/team/roster/remove' ? { body: { success: true } } : profileAnswer(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from roster' }));
    expect(fake?.callsTo('/api/user/team/roster/remove')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove', hidden: true }));
    await waitFor(() =>
      expect(fake?.callsTo('/api/user/team/roster/remove')[0]?.body).toEqual({ influencer_id: 7 }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/influencers'));
  });

  it('offers Remove from roster to team admins and platform admins only', async () => {
    signIn({ is_admin: false, teamRole: 'member' });
    const member = open('/influencers/profile/7', profileAnswer);
    await screen.findByRole('link', { name: 'Edit Sheets' });
    expect(screen.queryByRole('button', { name: 'Remove from roster' })).toBeNull();
    member.unmount();
    signIn({ is_admin: true, teamRole: 'member' });
    open('/influencers/profile/7', profileAnswer);
    expect(await screen.findByRole('button', { name: 'Remove from roster' })).toBeTruthy();
  });

  it('edits tags on the profile', async () => {
    open('/influencers/profile/7', (request) =>
      request.path === '/api/user/team/tags'
        ? { body: { tags: ['Fashion'], master_tags: ['Fashion'], used_tags: [], tagged_influencers: {} } }
        : profileAnswer(request),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Tags' }));
    expect(screen.getByRole('button', { name: 'Save Tags' })).toBeTruthy();
    // The team's tags arrive as suggestions of the tag field.
    await waitFor(() => expect(document.querySelector('datalist option[value="Fashion"]')).not.toBeNull());
  });
});
