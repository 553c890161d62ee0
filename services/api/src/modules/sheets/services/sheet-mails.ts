import { PRODUCT_NAME } from '@tpp/contracts';
import { MAIL_BUTTON_STYLE, mailPage } from '../../../infrastructure/mail/mail-page.js';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';
import { escapeHtml } from '../../../common/escape-html.js';

/** The link a registered viewer follows to continue to a shared sheet. */
export function sheetViewerMail(
  to: string,
  teamName: string,
  sheetTitle: string,
  link: string,
): OutgoingMail {
  const intro = `${teamName} shared the talent sheet "${sheetTitle}" with you. Use the link below to continue to it.`;
  const text = `Hello,\n\n${intro}\n\n${link}\n\nIf you did not ask for this link, you can ignore this mail.\n\n${PRODUCT_NAME}\n`;
  const html = mailPage(`<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="${MAIL_BUTTON_STYLE}">Continue to the talent sheet</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p>If you did not ask for this link, you can ignore this mail.</p>`);
  return { to, subject: `Your link to "${sheetTitle}"`, text, html };
}

export interface SheetResponseSummary {
  sheetTitle: string;
  responderName: string;
  responderEmail: string;
  likedNames: string[];
  comments: string;
  editorLink: string;
  /** The response's conversation in Messages (to answer the brand). */
  conversationLink: string;
}

/** Tells the sheet's team that a brand answered the response form. */
export function sheetResponseMail(to: string, summary: SheetResponseSummary): OutgoingMail {
  const liked = summary.likedNames.length ? summary.likedNames.join(', ') : 'none';
  const intro = `${summary.responderName} (${summary.responderEmail}) responded to your talent sheet "${summary.sheetTitle}".`;
  const text = `Hello,\n\n${intro}\n\nLiked creators: ${liked}\n\nComments:\n${summary.comments || '(none)'}\n\nRead and answer it in Messages: ${summary.conversationLink}\nOpen the sheet: ${summary.editorLink}\n\n${PRODUCT_NAME}\n`;
  const html = mailPage(`<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><strong>Liked creators:</strong> ${escapeHtml(liked)}</p>
<p><strong>Comments:</strong><br>${summary.comments ? escapeHtml(summary.comments).replace(/\r?\n/g, '<br>') : '(none)'}</p>
<p><a href="${escapeHtml(summary.conversationLink)}" style="${MAIL_BUTTON_STYLE}">Read and answer in Messages</a></p>
<p><a href="${escapeHtml(summary.editorLink)}">Open the sheet</a></p>`);
  return { to, subject: `New response to "${summary.sheetTitle}" from ${summary.responderName}`, text, html };
}
