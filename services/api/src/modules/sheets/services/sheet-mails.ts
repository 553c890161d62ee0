import { PRODUCT_NAME } from '@tpp/contracts';
import { MAIL_BUTTON_STYLE, mailPage } from '../../../infrastructure/mail/mail-page.js';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';
import { escapeHtml } from '../../../common/escape-html.js';

/** The gate mail's subject: fixed, whatever the team or sheet (their text goes in the body only). */
export const SHEET_VIEWER_MAIL_SUBJECT = `Confirm your email to view a talent sheet`;

/** A team's text quoted in a mail: one line, at most `max` characters. */
function quoted(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * The registration gate's mail: the signed link that confirms the address and continues to the
 * sheet. Anyone can ask for it for any address, so the subject and sender are fixed and the
 * team's own words (its name, the sheet's title) appear only in the body, marked as theirs.
 */
export function sheetViewerMail(
  to: string,
  teamName: string,
  sheetTitle: string,
  link: string,
  lifetimeDays: number,
): OutgoingMail {
  const intro = `Someone, hopefully you, entered this address to view a talent sheet shared through ${PRODUCT_NAME}. Use the link below to confirm your email address and continue to the sheet. It works for ${lifetimeDays} days.`;
  const team = quoted(teamName);
  const title = quoted(sheetTitle);
  const fromTeam = `The sheet as the team that shared it describes it (their words, not ${PRODUCT_NAME}'s):`;
  const outro = 'If you did not ask for this link, you can ignore this mail: nothing happens without it.';
  const text = `Hello,\n\n${intro}\n\n${link}\n\n${fromTeam}\n  Team: "${team}"\n  Sheet: "${title}"\n\n${outro}\n\n${PRODUCT_NAME}\n`;
  const html = mailPage(`<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="${MAIL_BUTTON_STYLE}">Confirm and view the talent sheet</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(fromTeam)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;color:#333">Team: “${escapeHtml(team)}”<br>Sheet: “${escapeHtml(title)}”</blockquote>
<p>${escapeHtml(outro)}</p>`);
  return { to, subject: SHEET_VIEWER_MAIL_SUBJECT, text, html };
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
  // The responder's name is a stranger's text: in the body only, never the subject.
  return {
    to,
    subject: `New brand response to your talent sheet "${quoted(summary.sheetTitle)}"`,
    text,
    html,
  };
}
