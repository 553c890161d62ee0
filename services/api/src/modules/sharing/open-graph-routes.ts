import { LARGEST_INT4, PUBLIC_ID_GROUP } from '@tpp/contracts';

/** The /public/* pages that get a preview card, and the object each one shows. */
export type SharedPage =
  | { kind: 'sheet'; sheetId: string }
  | { kind: 'collection'; collectionId: string }
  | { kind: 'profile'; influencerId: number; teamId: number | null }
  | { kind: 'roster'; teamId: number };

/** Public ids and numeric ids (at most LARGEST_INT4) follow the rules of @tpp/contracts' params.ts. */
const PUBLIC_ID = PUBLIC_ID_GROUP;
const NUMBER_ID = '([1-9][0-9]{0,9})';

const PATTERNS: [RegExp, (match: RegExpExecArray) => SharedPage | null][] = [
  [
    new RegExp(`^/public/talent-sheet(?:/roster-view)?/${PUBLIC_ID}/?$`),
    (m) => ({ kind: 'sheet', sheetId: m[1]! }),
  ],
  [new RegExp(`^/public/talent-sheet-response/${PUBLIC_ID}/?$`), (m) => ({ kind: 'sheet', sheetId: m[1]! })],
  [
    new RegExp(`^/public/collection(?:/view-all)?/${PUBLIC_ID}/?$`),
    (m) => ({ kind: 'collection', collectionId: m[1]! }),
  ],
  [
    new RegExp(`^/public/profile/${NUMBER_ID}(?:/team/${NUMBER_ID})?/?$`),
    (m) =>
      numbers(m[1], m[2])
        ? { kind: 'profile', influencerId: Number(m[1]), teamId: m[2] ? Number(m[2]) : null }
        : null,
  ],
  [
    new RegExp(`^/public/(?:talent-roster|talent-details)/${NUMBER_ID}/?$`),
    (m) => (numbers(m[1]) ? { kind: 'roster', teamId: Number(m[1]) } : null),
  ],
];

function numbers(...values: (string | undefined)[]): boolean {
  return values.every((value) => value === undefined || Number(value) <= LARGEST_INT4);
}

/** The shared object a page path shows, or null for pages without a preview card. */
export function sharedPageOf(path: string): SharedPage | null {
  if (!path.startsWith('/public/')) return null;
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(path);
    if (match) return build(match);
  }
  return null;
}
