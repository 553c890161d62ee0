import type { MenuEntry } from '../navigation/navEntries';
import { MenuButton } from './MenuButton';

function initials(name: string): string {
  const letters = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/** The account menu: the user's initials and name on a button that opens their menu. */
export function AccountMenu({
  displayName,
  entries,
}: {
  displayName: string;
  entries: readonly MenuEntry[];
}) {
  return (
    <MenuButton className="shell-account" buttonClassName="shell-account__button" entries={entries}>
      <span className="shell-account__avatar" aria-hidden="true">
        {initials(displayName)}
      </span>
      {/* The name comes from the content (not aria-label), so it holds every visible word. */}
      <span className="shell-visually-hidden">Account menu for </span>
      <span className="shell-account__name">{displayName}</span>
    </MenuButton>
  );
}
