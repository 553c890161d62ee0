import { Button } from '@tpp/ui';
import './groupPager.css';

export interface GroupPagerProps {
  /** The navigation's accessible name. */
  label: string;
  /** What one step is called in 'Page 2 of 5'. */
  unit: string;
  previousLabel: string;
  nextLabel: string;
  current: number;
  count: number;
  onGo: (next: number) => void;
}

/** Previous, 'Page 2 of 5' and Next under a list shown a part at a time; nothing for one part. */
export function GroupPager({ label, unit, previousLabel, nextLabel, current, count, onGo }: GroupPagerProps) {
  if (count <= 1) return null;
  return (
    <nav className="tpp-group-pager" aria-label={label}>
      <Button variant="secondary" disabled={current <= 1} onClick={() => onGo(current - 1)}>
        {previousLabel}
      </Button>
      <span className="tpp-muted">
        {unit} {current} of {count}
      </span>
      <Button variant="secondary" disabled={current >= count} onClick={() => onGo(current + 1)}>
        {nextLabel}
      </Button>
    </nav>
  );
}
