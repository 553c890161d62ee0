import { MAGIC_LINK_LIFETIME_MINUTES, PRODUCT_NAME } from '@tpp/contracts';
import { mailWithLink } from '../../../infrastructure/mail/mail-page.js';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';

export function magicLinkMail(to: string, link: string): OutgoingMail {
  return mailWithLink(
    to,
    'Your sign-in link',
    `Use the link below to sign in to ${PRODUCT_NAME}. It works once and expires in ${MAGIC_LINK_LIFETIME_MINUTES} minutes.`,
    'Sign in',
    link,
    'If you did not ask for this link, you can ignore this mail: nobody can sign in without it.',
  );
}

export function passwordResetMail(to: string, link: string): OutgoingMail {
  return mailWithLink(
    to,
    'Reset your password',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Use the link below to choose a new one. It works once and expires in 1 hour.`,
    'Choose a new password',
    link,
    'If you did not ask for a new password, ignore this mail: your password stays as it is.',
  );
}

/**
 * Someone sent the sign-up interest form with an address that already has an account
 * (RegistrationInterestService): the form answered as for any address; the owner learns here.
 * Nothing the visitor typed is in it, so the form cannot carry anyone's text into an inbox.
 */
export function accountExistsMail(to: string, signInLink: string): OutgoingMail {
  return mailWithLink(
    to,
    `You already have a ${PRODUCT_NAME} account`,
    `Someone (hopefully you) asked for a ${PRODUCT_NAME} account with this email address on our sign-up form. This address already has an account, so there is nothing to sign up for: sign in with it. If you forgot your password, choose "Forgot password?" on the sign-in page.`,
    'Sign in',
    signInLink,
    'If you did not fill in the sign-up form, you can ignore this mail: nothing was changed.',
  );
}
