import { MAGIC_LINK_LIFETIME_MINUTES, PRODUCT_NAME } from '@tpp/contracts';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

function mailWithLink(
  to: string,
  subject: string,
  intro: string,
  linkLabel: string,
  link: string,
  outro: string,
): OutgoingMail {
  const text = `Hello,\n\n${intro}\n\n${link}\n\n${outro}\n\n${PRODUCT_NAME}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(linkLabel)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p>
<p>${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject, text, html };
}

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
 * A team admin invited an address that already has an account (modules/organization/README.md): the
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
