import { Link } from 'wouter';
import {
  DASHBOARD_CLOSING_DAYS,
  DASHBOARD_RECENT_DAYS,
  type DashboardCreatorCall,
  type DashboardResponse,
} from '@tpp/contracts';
import { useApiQuery } from '@tpp/session';
import { PageHeader, QueryView, useDocumentTitle } from '@tpp/ui';
import { dashboardApi } from '../../api/dashboardApi';
import { workspaceKeys } from '../../api/workspaceQueries';
import { formatShortDate } from '../../components/formatDates';
import { timeAgo } from './timeAgo';
import './dashboard.css';

interface HomeItem {
  key: string | number;
  href: string;
  title: string;
  detail: string;
}

interface HomeCard {
  id: string;
  title: string;
  /** Where the whole list lives. */
  more: { href: string; label: string };
  /** Said when the card has nothing. */
  empty: string;
  items: HomeItem[];
}

function Card({ id, title, more, empty, items }: HomeCard) {
  return (
    <section className="tpp-card tpp-home__card" aria-labelledby={id}>
      <header className="tpp-home__card-head">
        <h2 id={id}>{title}</h2>
        <Link href={more.href} className="tpp-home__more">
          {more.label}
        </Link>
      </header>
      {items.length === 0 ? (
        <p className="tpp-muted tpp-home__empty">{empty}</p>
      ) : (
        <ul className="tpp-home__list">
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className="tpp-home__item">
                <span className="tpp-home__item-title">{item.title}</span>
                <span className="tpp-muted tpp-home__item-detail">{item.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const CALL_RESPONSE: Record<DashboardCreatorCall['response'], string> = {
  none: 'Not answered',
  created: 'Answer started',
  submitted: 'Answered',
};

function closes(daysLeft: number): string {
  if (daysLeft === 0) return 'closes today';
  if (daysLeft === 1) return 'closes tomorrow';
  return `closes in ${daysLeft} days`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Items named by their creator that all lead to one list (requests, tasks). */
function itemsOn<T extends { id: number; influencer_name: string }>(
  href: string,
  rows: T[],
  detail: (row: T) => string,
): HomeItem[] {
  return rows.map((row) => ({ key: row.id, href, title: row.influencer_name, detail: detail(row) }));
}

/** The six cards of the answer, in their order on the page. */
export function homeCards(home: DashboardResponse, now: Date): HomeCard[] {
  return [
    {
      id: 'home-brand',
      title: 'Brand responses and feedback',
      more: { href: '/messages', label: 'Messages' },
      empty: `No brand has written in the last ${DASHBOARD_RECENT_DAYS} days.`,
      items: home.brand_messages.map((message) => ({
        key: `${message.conversation_id}-${message.sent_at}`,
        href: `/messages?conversation_id=${message.conversation_id}`,
        title: `${message.brand_name}: ${message.title}`,
        detail: `${timeAgo(message.sent_at, now)} · ${message.preview}`,
      })),
    },
    {
      id: 'home-views',
      title: 'Viewed today',
      more: { href: '/talent-sheets/statistics', label: 'Statistics' },
      empty: 'No sheet has been opened today.',
      items: home.views_today.map((sheet) => {
        const who = sheet.viewers.map((viewer) =>
          viewer.verified ? viewer.email : `${viewer.email} (unverified)`,
        );
        if (sheet.anonymous_views > 0) who.push(plural(sheet.anonymous_views, 'anonymous view'));
        return {
          key: sheet.sheet_id,
          href: `/talent-sheets/statistics/${sheet.sheet_id}`,
          title: `${sheet.sheet_title || 'Untitled sheet'} · ${plural(sheet.views, 'view')}`,
          detail: `${timeAgo(sheet.last_viewed_at, now)} · ${who.join(', ')}`,
        };
      }),
    },
    {
      id: 'home-calls',
      title: 'Creator Calls closing soon',
      more: { href: '/creator-calls', label: 'Creator Calls' },
      empty: `No Creator Call closes in the next ${DASHBOARD_CLOSING_DAYS} days.`,
      items: home.creator_calls_closing.map((call) => ({
        key: call.id,
        href:
          call.response === 'submitted'
            ? `/creator-call-response/preview/${call.id}`
            : `/creator-call-response/${call.id}`,
        title: `${call.title} · ${call.brand_name}`,
        detail: `${closes(call.days_left)} (${formatShortDate(`${call.end_date}T12:00:00`)}) · ${CALL_RESPONSE[call.response]}`,
      })),
    },
    {
      id: 'home-requests',
      title: 'Your requests waiting',
      more: { href: '/my-requests', label: 'My Requests' },
      empty: 'None of your requests is waiting.',
      items: itemsOn(
        '/my-requests',
        home.requests_waiting,
        (request) =>
          `${request.status === 'pending' ? 'Pending' : 'In conversation'} · sent ${timeAgo(request.created_at, now)}`,
      ),
    },
    {
      id: 'home-tasks',
      title: 'Tasks running',
      more: { href: '/add-talent-requests', label: 'New Talent' },
      empty: 'No Add Talent task is running.',
      items: itemsOn(
        '/add-talent-requests',
        home.tasks_running,
        (task) => `Adding · started ${timeAgo(task.started_at, now)}`,
      ),
    },
    {
      id: 'home-roster',
      title: 'Roster changes',
      more: { href: '/influencers', label: 'Talent Roster' },
      empty: `No roster changes in the last ${DASHBOARD_RECENT_DAYS} days.`,
      items: home.roster_changes.map((change) => ({
        key: change.influencer_id,
        href: `/influencers/profile/${change.influencer_id}`,
        title: change.name,
        detail: `${change.change === 'added' ? 'Added' : 'Updated'} ${timeAgo(change.at, now)}`,
      })),
    },
  ];
}

/** `/`: the team member's home page, what needs attention today, each item linking to its place. */
export function DashboardPage() {
  useDocumentTitle('Home');
  const query = useApiQuery(workspaceKeys.dashboard(), (signal) => dashboardApi.get(signal));
  return (
    <div className="tpp-page">
      <PageHeader title="Home" subtitle="What needs your attention today." />
      <QueryView
        query={query}
        loadingLabel="Loading your day..."
        errorText="Your home page could not be loaded."
      >
        {(home) => (
          <div className="tpp-home__grid">
            {homeCards(home, new Date()).map((card) => (
              <Card key={card.id} {...card} />
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
