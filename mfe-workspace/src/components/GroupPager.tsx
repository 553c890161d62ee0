import { Button } from '@tpp/ui';
import './groupPager.css';

export interface GroupPagerProps {
  /** What one step is: 'Page 2 of 5' with Previous / Next, or 'Group 2 of 5' with Previous Group / Next Group. */
  unit: 'page' | 'group';
  /** The navigation's accessible name. */
  label: string;
  current: number;
  count: number;
  onGo: (next: number) => void;
}

/** Previous, 'Page 2 of 5' and Next under a list shown a part at a time; nothing for one part. */
export function GroupPager({ unit, label, current, count, onGo }: GroupPagerProps) {
  if (count <= 1) return null;
  const suffix = unit === 'group' ? ' Group' : '';
  return (
    <nav className="tpp-group-pager" aria-label={label}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onGo(current - 1)}>
        {`Previous${suffix}`}
      </Button>
      <span className="tpp-muted">
        {unit === 'group' ? 'Group' : 'Page'} {current} of {count}
      </span>
      <Button variant="secondary" disabled={current >= count} onClick={() => onGo(current + 1)}>
        {`Next${suffix}`}
      </Button>
    </nav>
  );
}
