import { PRODUCT_NAME } from '@tpp/contracts';
import { escapeHtml } from '../../common/escape-html.js';
import type { OutgoingMail } from './mail.service.js';

/** The inline style of a mail's main link, drawn as a button. */
export const MAIL_BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#222;color:#fff;text-decoration:none;border-radius:4px';

/** The HTML document every product mail shares: the body, then the product's name. */
export function mailPage(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">
${body}
<p>${PRODUCT_NAME}</p>
</body></html>`;
}

/**
 * A mail whose point is one link: a greeting, the intro, the link as a button (and written out for
 * mail programs that do not show the button), the closing line. Every text is escaped.
 */
export function mailWithLink(
  to: string,
  subject: string,
  intro: string,
  linkLabel: string,
  link: string,
  outro: string,
): OutgoingMail {
  const text = `Hello,\n\n${intro}\n\n${link}\n\n${outro}\n\n${PRODUCT_NAME}\n`;
  const html = mailPage(`<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="${MAIL_BUTTON_STYLE}">${escapeHtml(linkLabel)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>${escapeHtml(outro)}</p>`);
  return { to, subject, text, html };
}
