import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { navigate } from '@tpp/session';
import { useDocumentTitle } from '@tpp/ui';
import { SheetEditor, type SheetEditorProps } from './SheetEditor';
import { editorPath } from './sheetRules';
import { TalentSheetsGate } from './TalentSheetsGate';

export interface SheetEditorScreenProps extends Pick<SheetEditorProps, 'tools' | 'publicSharing'> {
  sheetType: 'talent' | 'campaign';
  /** The document title while the sheet is new, and once it has an id. */
  newTitle: string;
  title: string;
  /** The page's links, given the sheet's id from the address (none for a new sheet). */
  links: (talentSheetId: string | undefined) => ReactNode;
}

/**
 * The page of a sheet editor at its own address (/talent-sheet/{id}, /campaign/{id}; no id: a new
 * sheet, which moves to its own address once it is saved, replacing the history entry).
 */
export function SheetEditorScreen({ sheetType, newTitle, title, links, ...editor }: SheetEditorScreenProps) {
  const { talentSheetId } = useParams<{ talentSheetId?: string }>();
  useDocumentTitle(talentSheetId ? title : newTitle);
  return (
    <TalentSheetsGate page="sheet">
      <div className="tpp-page">
        <SheetEditor
          {...editor}
          sheetType={sheetType}
          sheetId={talentSheetId ?? null}
          onCreated={(sheetId) => navigate(editorPath(sheetType, sheetId), { replace: true })}
          links={links(talentSheetId)}
        />
      </div>
    </TalentSheetsGate>
  );
}
