import { StrictMode, Suspense, type ReactNode } from 'react';
import { pitchPageOf } from '@tpp/contracts';
import { ApiQueryProvider, type QueryClient } from '@tpp/session';
import { Redirect, Route, Switch } from 'wouter';
import { AccountConfirmationPage } from './features/account-confirmation/AccountConfirmationPage';
import { AccountDisabledPage } from './features/account-disabled/AccountDisabledPage';
import { MagicSignInPage } from './features/magic-link/MagicSignInPage';
import { RequestMagicLinkPage } from './features/magic-link/RequestMagicLinkPage';
import { ForgotPasswordPage } from './features/password-reset/ForgotPasswordPage';
import { ResetPasswordPage } from './features/password-reset/ResetPasswordPage';
import { CaseStudyPage } from './features/case-study/CaseStudyPage';
import { LoadingPage } from './features/placeholders/LoadingPage';
import { PublicNotFoundPage } from './features/public-sheet/PublicNotFoundPage';
import { ViewerLinkPage } from './features/public-sheet/ViewerLinkPage';
import { SignInPage } from './features/sign-in/SignInPage';
import { SignUpPage } from './features/sign-up/SignUpPage';
import { TalentConnectPage } from './features/talent-connect/TalentConnectPage';
import { BrandReplyPage } from './features/brand-reply/BrandReplyPage';
import { SkeletonCards } from './components/SkeletonCards';
import { preloadablePage } from './components/preloadablePage';

// Brand-facing pages load with @tpp/profile (and charts on demand), never on the sign-in pages.
// Their chunk names are PITCH_PAGES' `chunk`: the server preloads them with the page's HTML.
const PublicRosterPage = preloadablePage(
  () => import(/* webpackChunkName: "page-public-roster" */ './features/public-roster/PublicRosterPage'),
);
const PublicProfilePage = preloadablePage(
  () => import(/* webpackChunkName: "page-public-profile" */ './features/public-profile/PublicProfilePage'),
);
const PublicSheetPage = preloadablePage(
  () => import(/* webpackChunkName: "page-public-sheet" */ './features/public-sheet/PublicSheetPage'),
);
const RosterViewPage = preloadablePage(
  () => import(/* webpackChunkName: "page-roster-view" */ './features/public-sheet/RosterViewPage'),
);
const SheetResponsePage = preloadablePage(
  () => import(/* webpackChunkName: "page-sheet-response" */ './features/public-sheet/SheetResponsePage'),
);
const PublicCollectionPage = preloadablePage(
  () =>
    import(
      /* webpackChunkName: "page-public-collection" */ './features/public-collection/PublicCollectionPage'
    ),
);
const CollectionViewAllPage = preloadablePage(
  () =>
    import(
      /* webpackChunkName: "page-collection-view-all" */ './features/public-collection/CollectionViewAllPage'
    ),
);

/** The pitch pages by PITCH_PAGES chunk name. */
const PITCH_PAGE_CHUNKS: Record<string, { preload: () => Promise<unknown> }> = {
  'page-public-roster': PublicRosterPage,
  'page-public-profile': PublicProfilePage,
  'page-public-sheet': PublicSheetPage,
  'page-roster-view': RosterViewPage,
  'page-public-collection': PublicCollectionPage,
  'page-collection-view-all': CollectionViewAllPage,
};

/** Loads the code of the pitch page at `path` (its chunk came with the HTML), so it mounts without a fallback. */
export async function preloadPitchPage(path: string): Promise<void> {
  const chunk = pitchPageOf(path)?.page.chunk;
  await PITCH_PAGE_CHUNKS[chunk ?? '']?.preload().catch(() => undefined);
}

/**
 * The routes mfe-public owns (REMOTE_ROUTES['mfe-public']); the shell mounts it only on these.
 * Reads go through the page's query client, or the one the server renderer seeds (`queryClient`).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <ApiQueryProvider client={queryClient}>
        <Switch>
          <Route path="/signin" component={SignInPage} />
          <Route path="/login">
            <Redirect to="/signin" replace />
          </Route>
          <Route path="/request-magic-link" component={RequestMagicLinkPage} />
          <Route path="/magic-signin/:token?">
            {(params) => <MagicSignInPage key={params.token ?? ''} token={params.token} />}
          </Route>
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password/:resetCode">
            {(params) => <ResetPasswordPage key={params.resetCode} resetCode={params.resetCode} />}
          </Route>
          <Route path="/new-user-confirm/:registrationCode">
            {(params) => (
              <AccountConfirmationPage
                key={params.registrationCode}
                registrationCode={params.registrationCode}
              />
            )}
          </Route>
          <Route path="/sign-up" component={SignUpPage} />
          <Route path="/account-disabled" component={AccountDisabledPage} />
          <Route path="/loading" component={LoadingPage} />
          <Route path="/dummy-form/:influencerId" component={CaseStudyPage} />
          <Route path="/add-case-study/:influencerId" component={CaseStudyPage} />
          <Route path="/public/talent-roster/:teamId">
            {(params) => (
              <Lazy>
                <PublicRosterPage key={params.teamId} teamId={params.teamId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/talent-details/:teamId">
            {(params) => (
              <Lazy>
                <PublicRosterPage key={params.teamId} teamId={params.teamId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/profile/:influencerId/team/:teamId">
            {(params) => (
              <Lazy>
                <PublicProfilePage
                  key={`${params.influencerId}/${params.teamId}`}
                  influencerId={params.influencerId}
                  teamId={params.teamId}
                />
              </Lazy>
            )}
          </Route>
          <Route path="/public/profile/:influencerId">
            {(params) => (
              <Lazy>
                <PublicProfilePage key={params.influencerId} influencerId={params.influencerId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/sheet-viewer/confirm/:token">
            {(params) => <ViewerLinkPage key={params.token} token={params.token} />}
          </Route>
          <Route path="/public/talent-sheet/roster-view/:sheetId">
            {(params) => (
              <Lazy>
                <RosterViewPage key={params.sheetId} sheetId={params.sheetId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/talent-sheet/:sheetId">
            {(params) => (
              <Lazy>
                <PublicSheetPage key={params.sheetId} sheetId={params.sheetId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/talent-sheet-response/:sheetId">
            {(params) => (
              <Lazy>
                <SheetResponsePage key={params.sheetId} sheetId={params.sheetId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/collection/view-all/:collectionId">
            {(params) => (
              <Lazy>
                <CollectionViewAllPage key={params.collectionId} collectionId={params.collectionId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/collection/:collectionId">
            {(params) => (
              <Lazy>
                <PublicCollectionPage key={params.collectionId} collectionId={params.collectionId} />
              </Lazy>
            )}
          </Route>
          <Route path="/public/connect/:token">
            {(params) => <TalentConnectPage key={params.token} token={params.token} />}
          </Route>
          <Route path="/public/reply/:token">
            {(params) => <BrandReplyPage key={params.token} token={params.token} />}
          </Route>
          <Route path="/public/*?" component={PublicNotFoundPage} />
        </Switch>
      </ApiQueryProvider>
    </StrictMode>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<SkeletonCards />}>{children}</Suspense>;
}
