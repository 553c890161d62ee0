import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BOOT_DOCUMENT_ID, type RemoteDescriptor } from '@tpp/contracts';
import { resetBootDocument } from '@tpp/session';
import { installFakeFetch, type FakeFetch } from '@tpp/ui/testing';
import { freshLoadPlugin } from './freshLoadPlugin';
import { fetchRemotesDocument } from './registerRemoteApplications';

const remotes: RemoteDescriptor[] = [
  {
    name: 'mfe-public',
    manifestUrl: '/assets/mfe-public/mf-manifest.json',
    routes: ['/public/*'],
    label: 'Public',
  },
];
const manifest = { name: 'mfe-public', metaData: {} };

/** jsdom has no Response; the browser's has what the runtime reads. */
class JsonResponse {
  constructor(private readonly body: string) {}
  readonly ok = true;
  readonly status = 200;
  json = async () => JSON.parse(this.body) as unknown;
}

describe('the shell starts from the boot document', () => {
  let network: FakeFetch;

  beforeEach(() => {
    (globalThis as { Response?: unknown }).Response ??= JsonResponse;
    document.body.innerHTML = `<script type="application/json" id="${BOOT_DOCUMENT_ID}">${JSON.stringify({
      remotes,
      answers: {},
      manifests: { '/assets/mfe-public/mf-manifest.json': manifest },
    })}</script>`;
    resetBootDocument();
    network = installFakeFetch(() => ({ body: { remotes: [] } }));
  });
  afterEach(() => {
    network.restore();
    resetBootDocument();
  });

  it('reads the remotes from the page instead of GET /remotes.json', async () => {
    await expect(fetchRemotesDocument()).resolves.toEqual(remotes);
    expect(network.calls).toEqual([]);
  });

  it('hands the runtime the manifest the page carried, once; later loads fetch it', async () => {
    const plugin = freshLoadPlugin();
    const url = `${window.location.origin}/assets/mfe-public/mf-manifest.json`;
    const first = await plugin.fetch!(url, {});
    await expect((first as Response).json()).resolves.toEqual(manifest);
    expect(network.calls).toEqual([]);
    await plugin.fetch!(url, {});
    expect(network.callsTo(url)).toHaveLength(1);
  });

  it('fetches /remotes.json when the page carries no remotes', async () => {
    document.body.innerHTML = '';
    resetBootDocument();
    network.restore();
    network = installFakeFetch(() => ({ body: { remotes } }));
    await expect(fetchRemotesDocument()).resolves.toEqual(remotes);
    expect(network.callsTo('/remotes.json')).toHaveLength(1);
  });
});
