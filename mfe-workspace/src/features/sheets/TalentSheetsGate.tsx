import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '@tpp/session';
import { talentSheetsRedirect } from './talentSheetsAccess';

/** Renders a talent sheets page, or sends away users who may not see it. */
export function TalentSheetsGate({ page, children }: { page: 'list' | 'sheet'; children: ReactNode }) {
  const target = useSession((state) => talentSheetsRedirect(state.user, page));
  return target ? <Redirect to={target} replace /> : <>{children}</>;
}
