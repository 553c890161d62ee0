import { NotBuiltYet } from '@tpp/ui';

/** The team's look: display settings with a live preview of the public roster, and the logo. */
export function TeamLookSection() {
  return <NotBuiltYet feature="The team's look" />;
}
