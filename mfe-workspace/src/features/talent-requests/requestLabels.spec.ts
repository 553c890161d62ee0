import { describe, expect, it } from '@jest/globals';
import { notePreview } from '@tpp/contracts';
import { conversationHref, historyLabel, isOpen, socialsShown, statusBadge } from './requestLabels';

describe('My Requests display rules', () => {
  it('labels the statuses as the spec does, anything else Unknown', () => {
    expect(statusBadge('pending')).toEqual({ label: 'Pending', tone: 'pending' });
    expect(statusBadge('conversation_started')).toEqual({ label: 'Response', tone: 'conversation_started' });
    expect(statusBadge('completed')).toEqual({ label: 'Completed', tone: 'completed' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'cancelled' });
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

  it('links to the conversation when there is one', () => {
    expect(conversationHref({ conversation_id: 7 })).toBe('/messages?conversation_id=7');
    expect(conversationHref({ conversation_id: null })).toBeNull();
  });

  it('keeps a request open to staff until it is completed or cancelled', () => {
    expect(isOpen({ status: 'pending' })).toBe(true);
    expect(isOpen({ status: 'conversation_started' })).toBe(true);
    expect(isOpen({ status: 'completed' })).toBe(false);
    expect(isOpen({ status: 'cancelled' })).toBe(false);
  });

  it('names a rejection in the status history', () => {
    expect(historyLabel({ status: 'completed', resolution: 'rejected' })).toBe('Completed (rejected)');
    expect(historyLabel({ status: 'completed', resolution: 'done' })).toBe('Completed');
    expect(historyLabel({ status: 'cancelled', resolution: null })).toBe('Cancelled');
  });
});
