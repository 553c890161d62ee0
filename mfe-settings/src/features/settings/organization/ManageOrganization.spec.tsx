import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Invitation, OrganizationMember, UserStatus } from '@tpp/contracts';
import { sessionStore } from '@tpp/session';
import { apiErrorAnswer, installFakeFetch, type FakeAnswer, type FakeFetch } from '@tpp/ui/testing';
import { ContactInfoSection } from './ContactInfoSection';
import { MembersSection } from './MembersSection';

let network: FakeFetch;

afterEach(() => {
  network.restore();
  sessionStore.setState({ status: 'idle', user: null });
});

const info = { contact_email: 'hi@agency.test', phone_number: null, homepage: null, bio: 'We rep' };
const me: OrganizationMember = {
  id: 1,
  full_name: 'Ada Admin',
  email: 'ada@agency.test',
  role: 'team_admin',
};
const bea: OrganizationMember = { id: 2, full_name: 'Bea Member', email: 'bea@agency.test', role: 'member' };
const pending: Invitation = {
  id: 7,
  email: 'new@agency.test',
  role: 'member',
  invited_by: 'Ada Admin',
  sent_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  expired: false,
};

describe('ContactInfoSection', () => {
  it('loads, saves every field, and shows a field message of a 400 answer', async () => {
    let answer: FakeAnswer = {
      status: 200,
      body: { ...info, homepage: 'https://agency.test' },
    };
    network = installFakeFetch(({ method }) => (method === 'GET' ? { body: info } : answer));
    await act(async () => {
      render(<ContactInfoSection />);
    });
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('hi@agency.test');
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('We rep');
    const save = screen.getByRole('button', { name: 'Save Contact Information' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Homepage'), { target: { value: ' https://agency.test ' } });
    await act(async () => {
      fireEvent.click(save);
    });
    expect(network.callsTo('/api/user/team/contact-info').at(-1)?.body).toEqual({
      email: 'hi@agency.test',
      phone: '',
      homepage: 'https://agency.test',
      bio: 'We rep',
    });
    expect(screen.getByText('Contact information saved.')).toBeTruthy();

    answer = apiErrorAnswer(400, 'INVALID_INPUT', 'Invalid', {
      homepage: ['homepage must be an http:// or https:// address'],
    });
    fireEvent.change(screen.getByLabelText('Homepage'), { target: { value: 'agency' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Contact Information' }));
    });
    expect(screen.getByText('Homepage must be an http:// or https:// address')).toBeTruthy();
  });
});

describe('MembersSection', () => {
  it('asks the spec question before removing a member, then lists the rest', async () => {
    let members = [me, bea];
    network = installFakeFetch(({ path }) => {
      if (path === '/api/user/team/members') return { body: { members } };
      if (path === '/api/user/team/invitations') return { body: { invitations: [pending] } };
      if (path === '/api/user/team/member/remove') {
        members = [me];
        return { body: { success: true } };
      }
      return apiErrorAnswer(404, 'NOT_FOUND', 'Not found.');
    });
    sessionStore.setState({ status: 'ready', user: { id: 1 } as unknown as UserStatus });
    await act(async () => {
      render(<MembersSection />);
    });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(within(table).getByText('Bea Member')).toBeTruthy();
    // Nobody removes themselves here: the own row has no Remove button.
    expect(screen.queryByRole('button', { name: 'Remove Ada Admin' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Invitations' })).getByText('new@agency.test'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Bea Member' }));
    expect(
      screen.getByText('Are you sure you want to remove this user from your organization?'),
    ).toBeTruthy();
    expect(network.callsTo('/api/user/team/member/remove')).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Member', hidden: true }));
    });
    expect(network.callsTo('/api/user/team/member/remove')[0]?.body).toEqual({ user_id: 2 });
    expect(within(screen.getByRole('table', { name: 'Members' })).queryByText('Bea Member')).toBeNull();
    expect(screen.getByText('Bea Member was removed.')).toBeTruthy();
  });

  it('invites by email with a role and shows the 409 on the email field', async () => {
    let invitations: Invitation[] = [];
    let inviteAnswer: FakeAnswer = {
      status: 200,
      body: { ...pending, role: 'team_admin' },
    };
    network = installFakeFetch(({ path, method }) => {
      if (path === '/api/user/team/members') return { body: { members: [me] } };
      if (path === '/api/user/team/invitations' && method === 'POST') {
        invitations = [{ ...pending, role: 'team_admin' }];
        return inviteAnswer;
      }
      return { body: { invitations } };
    });
    await act(async () => {
      render(<MembersSection />);
    });
    expect(screen.getByText('No pending invitations.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@agency.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'team_admin' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });
    const post = network.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ email: 'new@agency.test', role: 'team_admin' });
    expect(within(screen.getByRole('table', { name: 'Invitations' })).getByText('Team Admin')).toBeTruthy();

    inviteAnswer = apiErrorAnswer(
      409,
      'ALREADY_MEMBER',
      'This person is already a member of your organization.',
      { email: ['This person is already a member of your organization.'] },
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@agency.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    });
    expect(screen.getByText('This person is already a member of your organization.')).toBeTruthy();
  });
});
