/**
 * A request's URL as the logs keep it: every path segment shaped like a token we issue (43
 * base64url characters: reply links, sign-in links) reads `[token]`, so that a log reader cannot
 * open a mailed link. Public ids (16 characters) and numbers stay readable.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  return path.replace(/(?<=\/)[A-Za-z0-9_-]{43}(?=\/|$)/g, '[token]') + rest;
}
