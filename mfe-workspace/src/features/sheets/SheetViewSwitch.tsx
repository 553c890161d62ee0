import { useId } from 'react';
import { SHEET_VIEWS, type SheetView } from './sheetView';

/** List / Compact / Grid: how the editor shows the sheet's talent, as radio buttons drawn as one control. */
export function SheetViewSwitch({
  view,
  onChange,
}: {
  view: SheetView;
  onChange: (view: SheetView) => void;
}) {
  const name = useId();
  return (
    <fieldset className="tpp-sheet-view">
      <legend className="tpp-visually-hidden">View</legend>
      {SHEET_VIEWS.map((choice) => (
        <label key={choice.view} className="tpp-sheet-view__choice">
          <input
            type="radio"
            name={name}
            checked={view === choice.view}
            onChange={() => onChange(choice.view)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
