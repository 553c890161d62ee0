import type { ReactNode } from 'react';
import {
  TALENT_MESSAGES,
  type InfluencerProfile,
  type SocialAccount,
  type TeamDisplaySettings,
  type WidgetKey,
} from '@tpp/contracts';
import { formatCount, platformLabel } from './format.js';
import { InfoBox, infoBoxTitle } from './InfoBox.js';
import {
  AUDIENCE_INFO_BOXES,
  infoBoxVisibility,
  INFO_BOX_STAT_KEY,
  isWidgetKey,
  type InfoBoxKey,
} from './rules.js';

/** 'view' for viewers; the two edit modes show every box with a Show toggle. */
export type SectionMode = 'view' | 'widgets' | 'stats';

export interface SocialAccountSectionProps {
  account: SocialAccount;
  profile: InfluencerProfile;
  display: TeamDisplaySettings;
  mode?: SectionMode;
  /** Draft of team_settings.disabledInfoBoxes in 'widgets' mode. */
  disabledInfoBoxes?: readonly WidgetKey[];
  /** Draft of stat_display_settings in 'stats' mode. */
  statDisplaySettings?: Record<string, readonly string[]>;
  onToggleWidget?: (key: WidgetKey, shown: boolean) => void;
  onToggleStat?: (accountId: number, statKey: string, shown: boolean) => void;
  /** Extra actions of the account header (signed-in profile). */
  actions?: ReactNode;
}

function ShowToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="pf-toggle">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>Show</span>
      <span className="pf-visually-hidden"> {label}</span>
    </label>
  );
}

/** One social account: its handle, its info boxes and, for TikTok, notable followers. */
export function SocialAccountSection({
  account,
  profile,
  display,
  mode = 'view',
  disabledInfoBoxes,
  statDisplaySettings,
  onToggleWidget,
  onToggleStat,
  actions,
}: SocialAccountSectionProps) {
  const boxes = infoBoxVisibility(account, profile, display, { disabledInfoBoxes, statDisplaySettings });
  const handle = account.platform_account_name || account.platform_account_nickname;
  const noAudience = account.audience_followers === null;

  const control = (key: InfoBoxKey, widgetDisabled: boolean, statHidden: boolean): ReactNode => {
    const label = `${infoBoxTitle(key, account.platform)} (${platformLabel(account.platform)})`;
    if (mode === 'widgets' && isWidgetKey(key) && onToggleWidget) {
      return (
        <ShowToggle
          label={label}
          checked={!widgetDisabled}
          onChange={(shown) => onToggleWidget(key, shown)}
        />
      );
    }
    if (mode === 'stats' && onToggleStat) {
      return (
        <ShowToggle
          label={label}
          checked={!statHidden}
          onChange={(shown) => onToggleStat(account.id, INFO_BOX_STAT_KEY[key], shown)}
        />
      );
    }
    return null;
  };

  // Single figures first, then the audience charts and lists.
  const shown = boxes
    .filter((box) => box.visible || mode !== 'view')
    .sort(
      (a, b) => Number(AUDIENCE_INFO_BOXES.includes(a.key)) - Number(AUDIENCE_INFO_BOXES.includes(b.key)),
    );

  return (
    <section
      className={`pf-account pf-account--${account.platform}`}
      aria-label={`${platformLabel(account.platform)} ${handle}`}
    >
      <header className="pf-account__head">
        <span className={`pf-platform pf-platform--${account.platform}`}>
          {platformLabel(account.platform)}
        </span>
        <a
          className="pf-account__handle"
          href={account.profile_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          @{handle}
        </a>
        {account.platform_account_nickname && account.platform_account_nickname !== handle ? (
          <span className="pf-muted">{account.platform_account_nickname}</span>
        ) : null}
        {actions ? <div className="pf-account__actions">{actions}</div> : null}
      </header>
      <div className="pf-boxes">
        {shown.map((box) => (
          <InfoBox
            key={box.key}
            boxKey={box.key}
            account={account}
            off={!box.visible}
            control={control(box.key, box.widgetDisabled, box.statHidden)}
          />
        ))}
      </div>
      {noAudience ? (
        <div className="pf-no-audience">
          <p>{TALENT_MESSAGES.noAudienceData}</p>
          <a
            className="tpp-button tpp-button--secondary"
            href={account.profile_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            Visit Profile
          </a>
        </div>
      ) : null}
      {account.platform === 'tiktok' && account.notable_followers.length > 0 ? (
        <section className="pf-notable">
          <h4 className="pf-box__title">Notable Followers</h4>
          <ul className="pf-notable__list">
            {account.notable_followers.map((follower) => (
              <li key={follower.user_id}>
                <a href={follower.url} target="_blank" rel="noopener noreferrer">
                  <img src={follower.picture} alt="" loading="lazy" width={36} height={36} />
                  <span className="pf-notable__name">@{follower.username}</span>
                  <span className="pf-notable__count">{formatCount(follower.followers)}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
