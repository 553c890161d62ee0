import { API, type SetTeamLogoRequest, type TeamOptions } from '@tpp/contracts';
import { api, uploadFile } from '@tpp/session';

/** The calls of the team's look (Manage Organization): settings, logos, and the roster it previews. */
export const teamLookApi = {
  read: (signal?: AbortSignal) => api.call(API.teamLook.read, { signal }),
  setOptions: (options: TeamOptions) => api.call(API.teamLook.setOptions, { body: { options } }),
  setLogo: (body: SetTeamLogoRequest) => api.call(API.teamLook.setLogo, { body }),
  /** Uploads an image (GET /api/media-upload, then the PUT) and makes it the logo or dark logo. */
  uploadLogo: async (kind: SetTeamLogoRequest['kind'], file: File) =>
    api.call(API.teamLook.setLogo, { body: { kind, uploadedKey: await uploadFile(file) } }),
  publicRoster: (teamId: number, signal?: AbortSignal) =>
    api.call(API.publicTalent.roster, { params: { teamId: String(teamId) }, signal }),
};
