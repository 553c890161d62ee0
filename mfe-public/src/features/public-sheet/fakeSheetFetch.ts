import { installFakeFetch, type FakeAnswer, type FakeFetch, type RecordedRequest } from '@tpp/ui/testing';

export interface SheetRequest extends RecordedRequest {
  query: URLSearchParams;
}

/**
 * installFakeFetch with the query string handed to the handler (the shared fake records paths
 * only), and every full URL kept in `urls`.
 */
export function installSheetFetch(
  handler: (request: SheetRequest) => FakeAnswer | Promise<FakeAnswer>,
): FakeFetch & {
  urls: string[];
} {
  const urls: string[] = [];
  const fake = installFakeFetch((request) =>
    handler({ ...request, query: new URLSearchParams(urls[urls.length - 1]?.split('?')[1] ?? '') }),
  );
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    return inner(input, init);
  }) as typeof fetch;
  return { ...fake, urls };
}
