import { useLocation } from 'wouter';
import { publicId } from '../../api/publicSheetsApi';
import { pageParam } from '../../components/sheetRules';
import { useCreatorNav } from '../../components/useCreatorNav';

/**
 * What a shared sheet's page reads from its address: the sheet's public id, the path, ?page, and
 * the creator opened inside the sheet (?influencer_id, see useCreatorNav).
 */
export function useSheetAddress(sheetId: string) {
  const [path] = useLocation();
  const nav = useCreatorNav();
  return { id: publicId(sheetId), path, page: pageParam(nav.search), ...nav };
}
