/**
 * Every background job in one list: its queue name and the payload its handler receives. JobQueue
 * takes only these names, and `define`/`send` take only the name's payload, so a sender and its
 * handler cannot disagree (a wrong payload fails the typecheck). Payloads are rows' ids and small
 * values, never whole documents: the handler reads the current data (see README.md).
 * A new job: a line here, then `queue.define({ name, handle, failed })` and `queue.send(name, …)`.
 */
export interface JobPayloads {
  /** Delivers one mail_outbox row (MailService). */
  mail: { outboxId: number };
  /** Looks an address up and, for an account, mails its sign-in or password link (MailedLinkService). */
  'mailed-link': { kind: 'magic_link' | 'password_reset'; email: string };
  /** Stores a sign-up interest and mails the owner of a known address (RegistrationInterestService). */
  'registration-interest': { name: string; email: string; affiliation: string | null; ip: string };
  /** Mails the recipients of a new message: a user, the staff's support address or the brand (MessageMailService). */
  'message-mail': MessageMailRecipient & { messageId: number };
  /** Runs one add-talent task through the social-data provider (AddTalentService). */
  'add-talent': { taskId: number };
  /** Rolls the analytics events up into daily rows (AnalyticsRollupService). */
  'analytics-rollup': Record<string, never>;
  /** Runs one registered clean-up task by name (Housekeeping). */
  housekeeping: { task: string };
}

/** Who a message's mail goes to: a user, the staff's support address, or the brand. */
export type MessageMailRecipient = { to: 'user'; userId: number } | { to: 'support' } | { to: 'brand' };

/** The name of a queue. */
export type JobName = keyof JobPayloads;

/** Every queue of the registry (the object's type makes the list complete). */
export const JOB_NAMES = Object.keys({
  mail: true,
  'mailed-link': true,
  'registration-interest': true,
  'message-mail': true,
  'add-talent': true,
  'analytics-rollup': true,
  housekeeping: true,
} satisfies Record<JobName, true>) as JobName[];

/** What the job `N` carries. */
export type JobPayload<N extends JobName> = JobPayloads[N];
