import { useCallback, useEffect, useRef } from 'react';
import { navigate } from '@tpp/session';
import { useSearch } from 'wouter';
import { routeId } from '../api/usePublicProfile';
import { withParam } from './sheetRules';

/**
 * ?influencer_id= opens a creator inside the sheet. Opened from the grid, Back returns through
 * history (so the browser's Back agrees) to the place the visitor left.
 */
export function useCreatorNav() {
  const search = useSearch();
  const selectedId = routeId(new URLSearchParams(search).get('influencer_id'));
  const openedFromGrid = useRef(false);
  const scrollBack = useRef(0);

  const openCreator = useCallback((creatorId: number) => {
    openedFromGrid.current = true;
    scrollBack.current = window.scrollY;
    navigate(withParam(window.location.pathname, window.location.search, 'influencer_id', creatorId));
    window.scrollTo({ top: 0 });
  }, []);

  const back = useCallback(() => {
    if (openedFromGrid.current) window.history.back();
    else navigate(withParam(window.location.pathname, window.location.search, 'influencer_id', null));
  }, []);

  const wasSelected = useRef(selectedId !== null);
  useEffect(() => {
    if (wasSelected.current && selectedId === null) {
      openedFromGrid.current = false;
      window.scrollTo({ top: scrollBack.current });
    }
    wasSelected.current = selectedId !== null;
  }, [selectedId]);

  // The query without influencer_id: the cards' links stay the same while a profile is open.
  const params = new URLSearchParams(search);
  params.delete('influencer_id');
  const listSearch = params.toString();
  return { selectedId, search: listSearch, openCreator, back };
}

/** The link of a creator card: the current page with ?influencer_id set. */
export function creatorHref(search: string, creatorId: number): string {
  const path = typeof window === 'undefined' ? '' : window.location.pathname;
  return withParam(path, search, 'influencer_id', creatorId);
}
