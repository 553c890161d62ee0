import type { SheetType } from '@tpp/contracts';
import { readRemembered, writeRemembered } from '../../components/remembered';

const key = (sheetType: SheetType) => `tpp.sheets.onlyMine.${sheetType}`;

/** The 'only mine' choice of the sheet lists, remembered in this browser. */
export function readOnlyMine(sheetType: SheetType): boolean {
  return readRemembered(key(sheetType)) === 'true';
}

export function writeOnlyMine(sheetType: SheetType, onlyMine: boolean): void {
  writeRemembered(key(sheetType), String(onlyMine));
}
