import type { AddTalentTask } from '@tpp/contracts';

/** An add-talent task for unit tests: Jane Doe on Instagram, requested and still pending. */
export function addTalentTask(overrides: Partial<AddTalentTask> = {}): AddTalentTask {
  return {
    id: 1,
    influencer_name: 'Jane Doe',
    portrait_url: null,
    influencer_id: null,
    is_completed: false,
    has_error: false,
    error_message: null,
    requested_socials: [{ platform: 'instagram', handle: 'jane', primary: true }],
    primary_social: { platform: 'instagram', handle: 'jane', primary: true },
    created_at: '2026-11-24T10:00:00Z',
    completed_at: null,
    ...overrides,
  };
}
