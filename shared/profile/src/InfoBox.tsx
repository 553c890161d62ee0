import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  AGE_BUCKETS,
  followerLabel,
  TALENT_MESSAGES,
  TOP_CITIES,
  TOP_COUNTRIES,
  TOP_INTERESTS,
  type SocialAccount,
} from '@tpp/contracts';
import { formatCount, formatEngagement, formatPercent } from './format.js';
import type { InfoBoxKey } from './rules.js';

// Chart.js arrives only with the first chart on screen (rosters never download it).
const AudienceChart = lazy(() => import('./charts/AudienceChart.js'));

export const INFO_BOX_TITLES: Record<Exclude<InfoBoxKey, 'followers'>, string> = {
  audience_gender: 'Audience Gender',
  audience_age: 'Audience Age',
  audience_countries: 'Top Countries',
  audience_cities: 'Top Cities',
  audience_interests: 'Audience Interests',
  engagement_rate: 'Engagement Rate',
  avg_views: 'Average Views',
  avg_likes: 'Average Likes',
  story_reach: 'Story Reach',
  story_clicks: 'Story Clicks',
};

/** The title of a box: the follower box says 'Subscribers' for YouTube. */
export function infoBoxTitle(key: InfoBoxKey, platform: string): string {
  return key === 'followers' ? followerLabel(platform) : INFO_BOX_TITLES[key];
}

interface Share {
  label: string;
  percent: number;
}

/** Female and male shares (0..100) from audience_gender. */
export function genderShares(account: SocialAccount): Share[] {
  const weights = account.audience_followers?.audience_gender ?? [];
  const find = (code: string) => weights.find((entry) => entry.code.toUpperCase() === code)?.weight;
  const female = find('FEMALE') ?? (account.audience_female_percent ?? 0) / 100;
  const male = find('MALE') ?? (account.audience_male_percent ?? 0) / 100;
  return [
    { label: 'Female', percent: female * 100 },
    { label: 'Male', percent: male * 100 },
  ];
}

export function ageShares(account: SocialAccount): Share[] {
  const ages = account.audience_followers?.audience_ages_object;
  return AGE_BUCKETS.map((bucket) => ({ label: bucket, percent: (ages?.[bucket] ?? 0) * 100 }));
}

function ShareList({ items, decimals, empty }: { items: Share[]; decimals: number; empty: string }) {
  if (items.length === 0) return <p className="pf-box__empty">{empty}</p>;
  return (
    <ol className="pf-shares">
      {items.map((item) => (
        <li key={item.label} className="pf-shares__row">
          <span className="pf-shares__label">{item.label}</span>
          <span className="pf-shares__bar" aria-hidden="true">
            <span style={{ width: `${Math.min(100, Math.max(0, item.percent))}%` }} />
          </span>
          <span className="pf-shares__value">{formatPercent(item.percent, decimals)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A chart with its numbers as a visually hidden table (the text alternative). */
function ChartWithTable({
  kind,
  items,
  caption,
}: {
  kind: 'doughnut' | 'bar';
  items: Share[];
  caption: string;
}) {
  const labels = useMemo(() => items.map((item) => item.label), [items]);
  const values = useMemo(() => items.map((item) => Number(item.percent.toFixed(1))), [items]);
  const summary = items.map((item) => `${item.label} ${formatPercent(item.percent, 1)}`).join(', ');
  return (
    <>
      <Suspense
        fallback={<div className={`pf-chart pf-chart--${kind} pf-chart--loading`} aria-hidden="true" />}
      >
        <AudienceChart kind={kind} labels={labels} values={values} label={`${caption}: ${summary}`} />
      </Suspense>
      <table className="pf-visually-hidden">
        <caption>{caption}</caption>
        <tbody>
          {items.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{formatPercent(item.percent, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Figure({ value, note }: { value: string; note?: string }) {
  return (
    <p className="pf-box__figure">
      {value}
      {note ? <span className="pf-box__note">{note}</span> : null}
    </p>
  );
}

function infoBoxBody(key: InfoBoxKey, account: SocialAccount): ReactNode {
  const audience = account.audience_followers;
  switch (key) {
    case 'followers':
      return <Figure value={formatCount(account.followers)} />;
    case 'engagement_rate':
      return (
        <Figure value={account.engagement_rate === null ? '—' : formatEngagement(account.engagement_rate)} />
      );
    case 'avg_views':
      return <Figure value={formatCount(account.avg_views)} />;
    case 'avg_likes':
      return <Figure value={formatCount(account.avg_likes)} />;
    case 'story_reach':
      return <Figure value={formatCount(account.avg_story_reach)} />;
    case 'story_clicks':
      return <Figure value={formatCount(account.avg_story_clicks)} />;
    case 'audience_gender': {
      const shares = genderShares(account);
      return (
        <div className="pf-gender">
          <ChartWithTable kind="doughnut" items={shares} caption="Audience gender" />
          <ul className="pf-legend" aria-hidden="true">
            {shares.map((share, index) => (
              <li key={share.label}>
                <span className={`pf-legend__swatch pf-legend__swatch--${index}`} />
                {share.label} <strong>{formatPercent(share.percent, 1)}</strong>
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'audience_age':
      return <ChartWithTable kind="bar" items={ageShares(account)} caption="Audience age" />;
    case 'audience_countries': {
      const countries = (audience?.audience_geo.countries ?? [])
        .slice()
        .sort((a, b) => b.weight - a.weight)
        .slice(0, TOP_COUNTRIES)
        .map((country) => ({ label: country.name || country.code, percent: country.weight * 100 }));
      return <ShareList items={countries} decimals={1} empty={TALENT_MESSAGES.noData} />;
    }
    case 'audience_cities': {
      const cities = (audience?.audience_geo.cities ?? [])
        .slice()
        .sort((a, b) => b.weight - a.weight)
        .slice(0, TOP_CITIES)
        .map((city) => ({ label: city.name, percent: city.weight * 100 }));
      return (
        <ShareList
          items={cities}
          decimals={account.platform === 'instagram' ? 2 : 1}
          empty={TALENT_MESSAGES.noCityData}
        />
      );
    }
    case 'audience_interests': {
      const interests = (audience?.audience_interests ?? [])
        .slice()
        .sort((a, b) => b.weight - a.weight)
        .slice(0, TOP_INTERESTS)
        .map((interest) => ({ label: interest.name, percent: interest.weight * 100 }));
      return <ShareList items={interests} decimals={1} empty={TALENT_MESSAGES.noData} />;
    }
  }
}

export interface InfoBoxProps {
  boxKey: InfoBoxKey;
  account: SocialAccount;
  /** Edit controls of the box (a Show toggle) while a widget or statistics edit mode is on. */
  control?: ReactNode;
  /** Dimmed: off for viewers, shown only because an edit mode is on. */
  off?: boolean;
}

/** One info box of a social account. */
export function InfoBox({ boxKey, account, control, off }: InfoBoxProps) {
  const wide = boxKey === 'audience_age' || boxKey === 'audience_gender';
  const list =
    boxKey === 'audience_countries' || boxKey === 'audience_cities' || boxKey === 'audience_interests';
  return (
    <section
      className={[
        'pf-box',
        `pf-box--${boxKey}`,
        wide ? 'pf-box--chart' : '',
        list ? 'pf-box--list' : '',
        off ? 'pf-box--off' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-info-box={boxKey}
    >
      <header className="pf-box__head">
        <h4 className="pf-box__title">{infoBoxTitle(boxKey, account.platform)}</h4>
        {control}
      </header>
      {infoBoxBody(boxKey, account)}
    </section>
  );
}
