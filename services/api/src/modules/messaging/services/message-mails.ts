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
  /** The brand contact's personal reply link (null for a conversation without a contact). */
  replyLink: string | null;
}

/**
 * An agent's reply to a brand's response, mailed to the brand from the platform's fixed sender
 * (the agency's names only in the text, Reply-To the agent). It carries the contact's personal
 * reply link: the page shows the conversation and takes the brand's answer into it.
 */
export function brandReplyMail(to: string, facts: BrandReplyFacts): OutgoingMail {
  const signature = `${facts.agentName}, ${facts.teamName}`;
  const about = `In answer to your response to "${facts.sheetTitle}".`;
  const answer = facts.replyLink
    ? `Read the conversation and answer ${facts.agentName}: ${facts.replyLink}\n(This link is personal: whoever has it can read and answer this conversation. Please do not forward it.)`
    : `Reply to this mail to answer ${facts.agentName}.`;
  const text = `${facts.body}\n\n— ${signature}\n\n${about}\n${answer}\n`;
  const footer = facts.replyLink
    ? `<p><a href="${escapeHtml(facts.replyLink)}" style="${MAIL_BUTTON_STYLE}">Read and answer</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(about)} The button opens this conversation with ${escapeHtml(facts.agentName)}; the link is personal, please do not forward it.</p>`
    : `<p style="font-size:13px;color:#555">${escapeHtml(about)} Reply to this mail to answer ${escapeHtml(facts.agentName)}.</p>`;
  const html = mailPage(`<p>${paragraphs(facts.body)}</p>
<p>— ${escapeHtml(signature)}</p>
${footer}`);
  return { to, subject: `Re: ${facts.sheetTitle}`, text, html, replyTo: facts.agentEmail };
}
