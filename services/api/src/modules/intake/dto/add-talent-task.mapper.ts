import { memberCredits, type AddTalentTask, type MemberCredits } from '@tpp/contracts';
import type { AddTalentTaskRow } from '../repositories/add-talent-tasks.repository.js';

/** The one mapping of a task row to its answer. */
export function mapAddTalentTask(row: AddTalentTaskRow): AddTalentTask {
  const socials = row.requested_socials;
  const completed = row.state === 'completed';
  return {
    id: row.id,
    influencer_name: row.influencer_name,
    portrait_url: row.portrait_url,
    influencer_id: completed ? row.influencer_id : null,
    is_completed: completed,
    has_error: row.state === 'error',
    error_message: row.state === 'error' ? row.error_message : null,
    requested_socials: socials,
    primary_social: socials.find((social) => social.primary) ?? socials[0]!,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at ? row.completed_at.toISOString() : null,
  };
}

/** The caller's own cap and its period (null without a cap). */
export function mapMyCredits(cap: { cap: number; used: number; since: Date } | null): MemberCredits | null {
  return cap && memberCredits(cap.cap, cap.used, cap.since.toISOString());
}
