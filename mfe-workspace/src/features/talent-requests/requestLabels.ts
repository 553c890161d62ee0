import {
  REQUEST_LIMITS,
  REQUEST_STATUS_LABELS,
  type RequestSocial,
  type TalentRequest,
  type TalentRequestType,
} from '@tpp/contracts';

export const REQUEST_TYPE_LABELS: Record<TalentRequestType, string> = {
  add: 'Add talent',
  update: 'Profile change',
  content: 'Content change',
  portrait: 'Portrait change',
  case_study: 'Case study',
};

/** Spec: pending 'Pending' (blue), conversation_started 'Response' (orange), completed 'Completed' (green), else 'Unknown'. */
export function statusBadge(status: string): { label: string; tone: string } {
  return status in REQUEST_STATUS_LABELS
    ? { label: REQUEST_STATUS_LABELS[status as keyof typeof REQUEST_STATUS_LABELS], tone: status }
    : { label: 'Unknown', tone: 'unknown' };
}

/** Spec: the social list shows 2 accounts then '+N more'. */
export function socialsShown(socials: RequestSocial[]): { shown: RequestSocial[]; more: number } {
  return {
    shown: socials.slice(0, REQUEST_LIMITS.socialsShown),
    more: Math.max(0, socials.length - REQUEST_LIMITS.socialsShown),
  };
}

/** Spec: a View link to messages when the request has a conversation; else 'Completed' or 'Pending'. */
export function requestAction(
  request: Pick<TalentRequest, 'conversation_id' | 'status'>,
): { kind: 'view'; href: string } | { kind: 'text'; text: 'Completed' | 'Pending' } {
  if (request.conversation_id !== null)
    return { kind: 'view', href: `/messages?conversation_id=${request.conversation_id}` };
  return { kind: 'text', text: request.status === 'completed' ? 'Completed' : 'Pending' };
}
