import { PRODUCT_NAME } from '@tpp/contracts';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';

/** The one-time sign-in code (a new address signing in, or the first two-factor set-up). */
export function signInCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  const intro = `Someone signed in to your ${PRODUCT_NAME} account with the right password and needs this code to finish. It works once and expires in ${minutes} minutes.`;
  const outro =
    'If this was not you, do not share the code with anyone and change your password: someone knows it.';
  const text = `Hello,\n\n${intro}\n\nYour sign-in code: ${code}\n\n${outro}\n\n${PRODUCT_NAME}\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
<p>Hello,</p>
<p>${intro}</p>
<p style="font-size:24px;letter-spacing:4px;font-weight:bold">${code}</p>
<p>${outro}</p>
<p>${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject: `Your ${PRODUCT_NAME} sign-in code`, text, html };
}
