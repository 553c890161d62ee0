import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SaveIndicator } from '../../components/autosave/SaveIndicator';
import { saveStatus } from '../../components/autosave/saveLoop';
import { selectDirty, useSheetEditor } from './sheetEditorStore';
import { titleRequired } from './sheetRules';
import { SheetTitle } from './SheetTitle';

export interface SheetEditorTopProps {
  /**
   * Where 'Preview' leads, in this tab (a page of the workspace with its own way back); without it
   * a talent sheet previews as its public page, in a new tab.
   */
  previewHref?: (sheetId: string) => string;
  publicSharing: boolean;
  links?: ReactNode;
  onForceSave: () => void;
}

/** The editor's first line: the title, the save state, Preview (on a saved sheet) and the page's links. */
export function SheetEditorTop({ previewHref, publicSharing, links, onForceSave }: SheetEditorTopProps) {
  const sheetId = useSheetEditor((state) => state.sheetId);
  const sheetType = useSheetEditor((state) => state.sheetType);
  const title = useSheetEditor((state) => state.title);
  const status = useSheetEditor((state) => saveStatus(state.autosave));
  const dirty = useSheetEditor(selectDirty);
  // Preview shows the saved sheet: offered only while nothing is unsaved.
  const previewId = sheetId && !dirty && status !== 'conflict' ? sheetId : null;

  return (
    <div className="tpp-sheet-editor__top">
      <SheetTitle
        title={title}
        placeholder={
          titleRequired(sheetType)
            ? `Untitled ${sheetType === 'campaign' ? 'campaign' : 'sheet'} — click to add a title`
            : 'Response title'
        }
        onChange={useSheetEditor.getState().setTitle}
      />
      <div className="tpp-sheet-editor__status">
        <SaveIndicator status={status} isNew={!sheetId} onForceSave={onForceSave} />
        {previewId && previewHref ? <Link href={previewHref(previewId)}>Preview</Link> : null}
        {previewId && !previewHref && publicSharing ? (
          // The brand's view opens beside the editor, which stays as it is.
          <a href={`/public/talent-sheet/${encodeURIComponent(previewId)}`} target="_blank" rel="noopener">
            Preview<span className="tpp-visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        {links}
      </div>
    </div>
  );
}
