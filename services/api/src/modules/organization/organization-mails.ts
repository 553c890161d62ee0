import { PRODUCT_NAME } from '@tpp/contracts';
import { mailWithLink } from '../../infrastructure/mail/mail-page.js';
import type { OutgoingMail } from '../../infrastructure/mail/mail.service.js';

/** A team admin invited someone to their organization: the account-confirmation link. */
export function invitationMail(
  to: string,
  teamName: string,
  inviter: string,
  link: string,
  days: number,
): OutgoingMail {
  return mailWithLink(
    to,
    `You are invited to join ${teamName} on ${PRODUCT_NAME}`,
    `${inviter} invited you to join ${teamName} on ${PRODUCT_NAME}. Use the link below to choose your password and sign in. It expires in ${days} days.`,
    'Accept the invitation',
    link,
    'If you did not expect this invitation, you can ignore this mail: no account is activated without it.',
  );
}

/**
 * A team admin invited an address that already has an account (README.md): the
 * inviter was answered as for any address; the person learns of the invitation here, without a
 * link that could set up or change anything.
 */
export function invitationToExistingAccountMail(
  to: string,
  teamName: string,
  inviter: string,
  signInLink: string,
): OutgoingMail {
  return mailWithLink(
    to,
    `You are invited to join ${teamName} on ${PRODUCT_NAME}`,
    `${inviter} invited this address to join ${teamName} on ${PRODUCT_NAME}. This address already has a ${PRODUCT_NAME} account, and an invitation sets up a new account, so it cannot be accepted with this address. If you want to join ${teamName}, ask ${inviter} to invite another address of yours. Your account stays as it is; you can sign in as usual.`,
    'Sign in',
    signInLink,
    'If you did not expect this invitation, you can ignore this mail.',
  );
}
