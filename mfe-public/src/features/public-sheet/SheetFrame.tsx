import '../../components/publicPages.css';
import '../../components/publicSheet.css';
import type { ReactNode } from 'react';
import { SHEET_MESSAGES, type PublicTalentSheet } from '@tpp/contracts';
import { ThemedPage } from '@tpp/profile';
import { PoweredBy, TeamHeader } from '../../components/TeamHeader';
import { SkeletonCards } from '../../components/SkeletonCards';
import { RegistrationGate } from './RegistrationGate';
import type { GateState } from './useRegistrationGate';
import { sheetHeading, teamOf } from '../../components/sheetRules';

export interface SheetFrameProps {
  sheet: PublicTalentSheet;
  gate: GateState;
  onIdentified?: (email: string) => void;
  /** Hides the sheet heading (a creator's profile is open). */
  profileOpen?: boolean;
  /** Shown under the heading instead of the analytics prompt. */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A shared sheet themed by the team: team header with Contact, the heading, the gate over it all.
 * An answer without creators (withheld behind the gate) shows placeholder cards instead of the page.
 */
export function SheetFrame({
  sheet,
  gate,
  onIdentified,
  profileOpen = false,
  intro,
  className,
  children,
}: SheetFrameProps) {
  const team = teamOf(sheet, sheet.settings);
  const covered = gate !== 'open';
  return (
    <ThemedPage
      display={sheet.settings}
      className={['pub-page pub-roster ps-page', className].filter(Boolean).join(' ')}
    >
      <div
        className={covered ? 'ps-content pub-gated-content' : 'ps-content'}
        aria-hidden={covered || undefined}
      >
        <TeamHeader team={team} compact />
        <div className="pub-main">
          {profileOpen ? null : (
            <div className="ps-heading">
              <h2 className="ps-heading__title">{sheetHeading(sheet.description)}</h2>
              {intro ?? <p className="ps-heading__prompt">{SHEET_MESSAGES.clickForAnalytics}</p>}
            </div>
          )}
          {sheet.withheld ? (
            // Behind the gate the server sent no creator: the page keeps its shape with neutral cards.
            <div className="ps-withheld" data-testid="gated-placeholder">
              <SkeletonCards count={Math.max(1, Math.min(sheet.total_influencers, sheet.limit))} />
            </div>
          ) : (
            children
          )}
        </div>
        <PoweredBy />
      </div>
      <RegistrationGate
        sheetId={sheet.id}
        gate={gate}
        teamName={sheet.team_name}
        onIdentified={onIdentified}
      />
    </ThemedPage>
  );
}
