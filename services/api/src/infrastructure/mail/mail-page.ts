import { PRODUCT_NAME } from '@tpp/contracts';

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
