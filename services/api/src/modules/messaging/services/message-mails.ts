import { PRODUCT_NAME } from '@tpp/contracts';
import { escapeHtml } from '../../../common/escape-html.js';
import { MAIL_BUTTON_STYLE, mailPage } from '../../../infrastructure/mail/mail-page.js';
import type { OutgoingMail } from '../../../infrastructure/mail/mail.service.js';

function paragraphs(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

export interface MessageMailFacts {
  conversationTitle: string;
  senderName: string;
  body: string;
  /** The conversation in Messages. */
  link: string;
  attachments: { filename: string; url: string }[];
}

/**
 * A new message for a user (or the staff's support address). One mail per conversation until
 * the recipient reads it, so the mail says that more may follow there.
 */
export function newMessageMail(to: string, facts: MessageMailFacts): OutgoingMail {
  const intro = `${facts.senderName} wrote in "${facts.conversationTitle}":`;
  const files = facts.attachments.map((file) => `${file.filename}: ${file.url}`).join('\n');
  const text = `${intro}\n\n${facts.body}\n\n${files ? `Attachments:\n${files}\n\n` : ''}Read and answer in ${PRODUCT_NAME}: ${facts.link}\n(Further messages in this conversation are not mailed until you have read it.)\n\n${PRODUCT_NAME}\n`;
  const html = mailPage(`<p>${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc">${paragraphs(facts.body)}</blockquote>
${
  facts.attachments.length
    ? `<p><strong>Attachments:</strong><br>${facts.attachments
        .map((file) => `<a href="${escapeHtml(file.url)}">${escapeHtml(file.filename)}</a>`)
        .join('<br>')}</p>`
    : ''
}
<p><a href="${escapeHtml(facts.link)}" style="${MAIL_BUTTON_STYLE}">Read and answer</a></p>
<p style="font-size:13px;color:#555">Further messages in this conversation are not mailed until you have read it.</p>`);
  return { to, subject: `New message from ${facts.senderName}: ${facts.conversationTitle}`, text, html };
}

export interface BrandReplyFacts {
  teamName: string;
  agentName: string;
  agentEmail: string;
  sheetTitle: string;
  body: string;
}

/** An agent's reply to a brand's response: mailed to the brand, answers go to the agent. */
export function brandReplyMail(to: string, facts: BrandReplyFacts): OutgoingMail {
  const signature = `${facts.agentName}, ${facts.teamName}`;
  const text = `${facts.body}\n\n— ${signature}\n\nIn answer to your response to "${facts.sheetTitle}". Reply to this mail to answer ${facts.agentName}.\n`;
  const html = mailPage(`<p>${paragraphs(facts.body)}</p>
<p>— ${escapeHtml(signature)}</p>
<p style="font-size:13px;color:#555">In answer to your response to "${escapeHtml(facts.sheetTitle)}". Reply to this mail to answer ${escapeHtml(facts.agentName)}.</p>`);
  return { to, subject: `Re: ${facts.sheetTitle}`, text, html, replyTo: facts.agentEmail };
}
