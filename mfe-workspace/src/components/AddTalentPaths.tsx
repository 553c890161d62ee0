import { Link } from 'wouter';

/**
 * The two ways to add a creator, in one line on each screen of either, linking to the other:
 * Add Talent (automatic, one credit each, data fetched at once) and a request to the account
 * managers (by hand, for any platform, no credit).
 */
export function AddTalentPaths({ here }: { here: 'automatic' | 'manual' }) {
  return here === 'automatic' ? (
    <span className="tpp-add-talent-paths">
      Added automatically, one credit each. For anything else,{' '}
      <Link href="/request-talent">ask your account managers</Link>.
    </span>
  ) : (
    <span className="tpp-add-talent-paths">
      Your account managers handle these by hand, without credits. To add a creator at once with a credit, use{' '}
      <Link href="/add-talent">Add Talent</Link>.
    </span>
  );
}
