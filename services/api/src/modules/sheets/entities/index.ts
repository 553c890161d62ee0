import { CastingCall } from './casting-call.entity.js';
import { InfluencerLikeRecord } from './influencer-like.entity.js';
import { SheetResponse } from './sheet-response.entity.js';
import { SheetViewer } from './sheet-viewer.entity.js';
import { TalentSheetInfluencer } from './talent-sheet-influencer.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

export { CastingCall, InfluencerLikeRecord, SheetResponse, SheetViewer, TalentSheet, TalentSheetInfluencer };

/** The sheet entities, for TypeOrmModule.forFeature. */
export const SHEET_ENTITIES = [
  CastingCall,
  TalentSheet,
  TalentSheetInfluencer,
  InfluencerLikeRecord,
  SheetResponse,
  SheetViewer,
];
