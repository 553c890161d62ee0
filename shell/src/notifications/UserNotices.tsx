import { useEffect, useState } from 'react';
import { USER_NOTICES, type UserNotice } from '@tpp/contracts';
import { errorMessage } from '@tpp/session';
import { noticesApi } from '../api/shellApi';
import { ShellLink } from '../components/ShellLink';

/** The text of each one-time notice; `teamAdmin` readers can change the team setting themselves. */
export function noticeText(notice: UserNotice, teamAdmin: boolean): string {
  switch (notice) {
    case 'rate_cards_hidden':
      return teamAdmin
        ? 'Rate cards are now hidden from brands unless you turn them on: Settings → Manage Organization → Display Options → “Show rate cards to brands”. Each sheet can also show or hide them in its editor.'
        : 'Rate cards are now hidden from brands unless a team admin turns them on in Settings. Each sheet can also show or hide them in its editor.';
  }
}

/** The notices of an answer this shell knows how to word (an older shell ignores newer ones). */
function known(notices: readonly unknown[] | undefined): UserNotice[] {
  return (notices ?? []).filter((notice): notice is UserNotice =>
    (USER_NOTICES as readonly unknown[]).includes(notice),
  );
}

/**
 * The one-time notices of a workspace user (a product change they should know about), above the
 * page until they dismiss each one; the dismissal is kept on the server, so it stays dismissed on
 * every browser.
 */
export function UserNotices({ teamAdmin }: { teamAdmin: boolean }) {
  const [notices, setNotices] = useState<UserNotice[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // A notice that cannot be read is not shown: nothing on the page depends on it.
    noticesApi.list(controller.signal).then(
      (answer) => setNotices(known(answer.notices)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const dismiss = async (notice: UserNotice) => {
    setError(null);
    setNotices((current) => current.filter((shown) => shown !== notice));
    try {
      setNotices(known((await noticesApi.dismiss(notice)).notices));
    } catch (failure) {
      setNotices((current) => (current.includes(notice) ? current : [...current, notice]));
      setError(errorMessage(failure, 'This could not be saved. Please try again.'));
    }
  };

  if (notices.length === 0) return null;
  // The look of an info Alert, but a labelled region rather than a live status: the notice is
  // there when the page opens, and a page's own status messages stay the only ones announced.
  return (
    <div className="shell-notice">
      {notices.map((notice) => (
        <section key={notice} className="tpp-alert tpp-alert--info" aria-label="Notice">
          <div className="tpp-alert__body">
            <p className="shell-notice__text">{noticeText(notice, teamAdmin)}</p>
            {teamAdmin && notice === 'rate_cards_hidden' ? (
              <p className="shell-notice__links">
                <ShellLink href="/configure">Open Settings</ShellLink>
              </p>
            ) : null}
            {error ? (
              <p className="shell-notice__links" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="tpp-alert__dismiss"
            aria-label="Dismiss notice"
            onClick={() => void dismiss(notice)}
          >
            ×
          </button>
        </section>
      ))}
    </div>
  );
}
