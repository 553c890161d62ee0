import type { ElementType } from 'react';

export interface SafeHtmlProps {
  /** HTML that the server has already sanitised (the *_html fields of the profile). */
  html: string | null | undefined;
  className?: string;
  as?: ElementType;
}

/**
 * The only place that renders HTML: the server's sanitised *_html fields (descriptions rendered
 * from markdown). Never pass markdown or user text here.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  if (!html?.trim()) return null;
  return (
    <Tag
      className={['pf-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
