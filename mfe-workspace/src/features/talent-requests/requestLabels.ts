import {
  REQUEST_LIMITS,
  REQUEST_STATUS_LABELS,
  type RequestSocial,
  type RequestStatusChange,
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

/** The request's conversation in Messages, once staff started one; else null. */
export function conversationHref(request: Pick<TalentRequest, 'conversation_id'>): string | null {
  return request.conversation_id === null ? null : `/messages?conversation_id=${request.conversation_id}`;
}

/** Staff may still complete or reject it: not completed, not cancelled by the team. */
export function isOpen(request: Pick<TalentRequest, 'status'>): boolean {
  return request.status === 'pending' || request.status === 'conversation_started';
}

/** 'Completed (rejected)' for a rejected request; the status's label otherwise. */
export function historyLabel(change: Pick<RequestStatusChange, 'status' | 'resolution'>): string {
  const { label } = statusBadge(change.status);
  return change.resolution === 'rejected' ? `${label} (rejected)` : label;
}
