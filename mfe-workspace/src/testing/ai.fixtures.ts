import type { BriefFit } from '@tpp/contracts';

/** An AI result that meets the whole brief (read as: on Instagram). */
export const MEETS: BriefFit = { status: 'meets', met: ['Instagram'], missed: [], not_checked: [] };
