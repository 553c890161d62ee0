import type { ReactNode } from 'react';

export interface ProfileSectionProps {
  /** The section's own class after `pf-section` (pf-rates, pf-socials, pf-posts). */
  className: string;
  title: string;
  /** The section's accessible name; none when omitted. */
  label?: string;
  /** Controls at the end of the title row (editing the section). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A titled section of a creator profile (rate card, audience, posts): title row, then content. */
export function ProfileSection({ className, title, label, actions, children }: ProfileSectionProps) {
  return (
    <section className={`pf-section ${className}`} aria-label={label}>
      <header className="pf-section__head">
        <h2 className="pf-section__title">{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  );
}
