import { useSession } from '@tpp/session';
import { NotFoundView, PublicHeader } from '@tpp/ui';

/** A /public/ address no shared view answers to: the app's one Not Found page, in the public frame. */
export function PublicNotFoundPage() {
  const signedIn = useSession((state) => state.user !== null);
  return (
    <div className="tpp-public">
      <PublicHeader signIn={!signedIn} />
      <div className="tpp-public__main">
        <NotFoundView />
      </div>
    </div>
  );
}
