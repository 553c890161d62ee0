import { escapeHtml } from '../../../common/escape-html.js';

/**
 * [text](url) on already-escaped text. The URL must start with http://, https:// or mailto:
 * (any other scheme stays plain text); it cannot hold whitespace, quotes or a closing parenthesis.
 */
const LINK = /\[([^\][\n]{1,300})\]\(((?:https?:\/\/|mailto:)[^\s()<>"]{1,2000})\)/gi;

/**
 * A sheet note as HTML: everything is escaped text except [text](url) links (http, https and mailto
 * only), which become links opening in a new tab without opener, referrer or follow. Line breaks
 * become <br>.
 */
export function noteHtml(note: string | null | undefined): string {
  if (!note || !note.trim()) return '';
  return escapeHtml(note)
    .replace(
      LINK,
      (_match, text: string, href: string) =>
        `<a href="${href}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`,
    )
    .replace(/\r?\n/g, '<br>');
}
