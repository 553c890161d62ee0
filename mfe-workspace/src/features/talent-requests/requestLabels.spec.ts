import { describe, expect, it } from '@jest/globals';
import { notePreview } from '@tpp/contracts';
import { requestAction, socialsShown, statusBadge } from './requestLabels';

describe('My Requests display rules', () => {
  it('labels the statuses as the spec does, anything else Unknown', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', tone: 'pending' });
    expect(statusBadge('conversation_started')).toEqual({ label: 'Response', tone: 'conversation_started' });
    expect(statusBadge('completed')).toEqual({ label: 'Completed', tone: 'completed' });
    expect(statusBadge('archived')).toEqual({ label: 'Unknown', tone: 'unknown' });
  });

  it('shows 2 socials then +N more', () => {
    const social = (url: string) => ({ platform: 'instagram' as const, url, primary: false });
    expect(socialsShown([social('a'), social('b'), social('c'), social('d')])).toEqual({
      shown: [social('a'), social('b')],
      more: 2,
    });
    expect(socialsShown([social('a')]).more).toBe(0);
  });

  it('cuts notes to 50 characters', () => {
    expect(notePreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(notePreview('y'.repeat(51))).toBe(`${'y'.repeat(50)}…`);
  });

  it('links to the conversation when there is one, else Completed or Pending', () => {
    expect(requestAction({ conversation_id: 7, status: 'pending' })).toEqual({
      kind: 'view',
      href: '/messages?conversation_id=7',
    });
    expect(requestAction({ conversation_id: null, status: 'completed' })).toEqual({
      kind: 'text',
      text: 'Completed',
    });
    expect(requestAction({ conversation_id: null, status: 'conversation_started' })).toEqual({
      kind: 'text',
      text: 'Pending',
    });
  });
});
