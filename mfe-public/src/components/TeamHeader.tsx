import { useState } from 'react';
import { PRODUCT_NAME, type PublicTeam } from '@tpp/contracts';
import { Button, Modal, ShortenedText } from '@tpp/ui';
import { useRemoveSplash } from './useRemoveSplash';

/** A homepage as a safe absolute link ('northstar.example' -> 'https://northstar.example'); null otherwise. */
export function homepageHref(homepage: string | null): string | null {
  const text = homepage?.trim();
  if (!text) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function hasContact(team: PublicTeam): boolean {
  return Boolean(
    team.team_contact_email?.trim() || team.team_phone?.trim() || homepageHref(team.team_homepage),
  );
}

function ContactModal({ team, open, onClose }: { team: PublicTeam; open: boolean; onClose: () => void }) {
  const homepage = homepageHref(team.team_homepage);
  const phone = team.team_phone?.trim();
  const email = team.team_contact_email?.trim();
  return (
    <Modal
      title={`Contact ${team.team_name}`}
      open={open}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <dl className="pub-contact">
        {email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </dd>
          </div>
        ) : null}
        {homepage ? (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={homepage} target="_blank" rel="noopener noreferrer">
                {team.team_homepage?.trim().replace(/^https?:\/\//i, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Modal>
  );
}

export interface TeamHeaderProps {
  team: PublicTeam;
  /** A one-line header (profile pages) instead of the roster's full header with the bio. */
  compact?: boolean;
  /** Makes the logo or name a link to the team's roster. */
  rosterHref?: string;
}

/** Team logo (the dark logo in dark mode) or name, bio and the Contact modal. */
export function TeamHeader({ team, compact = false, rosterHref }: TeamHeaderProps) {
  useRemoveSplash();
  const [contactOpen, setContactOpen] = useState(false);
  const display = team.display_settings;
  const logo = (display.displayDarkMode && display.displayDarkLogo) || team.team_image_url;
  const brand = logo ? (
    <img className="pub-team__logo" src={logo} alt={team.team_name} />
  ) : (
    <span className="pub-team__name">{team.team_name}</span>
  );
  return (
    <header className={compact ? 'pub-team pub-team--compact' : 'pub-team'}>
      <div className="pub-team__bar">
        {rosterHref ? (
          <a className="pub-team__brand" href={rosterHref}>
            {brand}
          </a>
        ) : (
          <h1 className="pub-team__brand">{brand}</h1>
        )}
        {hasContact(team) ? (
          <Button variant="secondary" onClick={() => setContactOpen(true)}>
            Contact
          </Button>
        ) : null}
      </div>
      {!compact && team.team_bio?.trim() ? (
        <ShortenedText text={team.team_bio} className="pub-team__bio" />
      ) : null}
      {hasContact(team) ? (
        <ContactModal team={team} open={contactOpen} onClose={() => setContactOpen(false)} />
      ) : null}
    </header>
  );
}

export function PoweredBy() {
  return <footer className="pub-footer">Powered by {PRODUCT_NAME}</footer>;
}
