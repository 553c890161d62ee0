import { API } from '@tpp/contracts';
import { linkIn, type CapturedMail, type SmtpCapture } from './smtp-capture.js';

/**
 * The organization calls the membership tests send, and where an invitation is accepted (account
 * confirmation) with its link's prefix in the mail.
 */
export const ORGANIZATION_PATHS = {
  MEMBERS: API.userConfiguration.teamMembers.path,
  REMOVE: API.organization.removeMember.path,
  INVITATIONS: API.organization.invitations.path,
  INVITE: API.organization.invite.path,
  RESEND: API.organization.resendInvitation.path,
  REVOKE: API.organization.revokeInvitation.path,
  CONFIRM: '/api/user/confirm-account',
  CONFIRM_LINK: 'http://tpp.test/new-user-confirm/',
} as const;

/** Takes the next invitation mail to the address from the team out of the capture. */
export const invitationMail = (smtp: SmtpCapture, email: string, teamName: string): Promise<CapturedMail> =>
  smtp.take(email, `You are invited to join ${teamName} on Talent Pitch Pro`);

/** The invitation code of the mail's confirmation link. */
export const invitationCode = (mail: CapturedMail): string =>
  linkIn(mail, ORGANIZATION_PATHS.CONFIRM_LINK).split('/').pop()!;
