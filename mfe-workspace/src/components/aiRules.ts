import { AI_DESCRIPTION_MIN, AI_MESSAGES } from '@tpp/contracts';

/**
 * The AI Assistant and the AI advanced search need a campaign description of at least
 * AI_DESCRIPTION_MIN characters; shorter ones are refused here, without a call.
 */
export function briefProblem(description: string): string | null {
  return description.trim().length < AI_DESCRIPTION_MIN ? AI_MESSAGES.descriptionTooShort : null;
}
