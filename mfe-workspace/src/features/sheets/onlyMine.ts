import type { SheetType } from '@tpp/contracts';

const key = (sheetType: SheetType) => `tpp.sheets.onlyMine.${sheetType}`;

/** The 'only mine' choice of the sheet lists, remembered in this browser. */
export function readOnlyMine(sheetType: SheetType): boolean {
  try {
    return window.localStorage.getItem(key(sheetType)) === 'true';
  } catch {
    return false;
  }
}

export function writeOnlyMine(sheetType: SheetType, onlyMine: boolean): void {
  try {
    window.localStorage.setItem(key(sheetType), String(onlyMine));
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this visit only.
  }
}
