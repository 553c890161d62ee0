import { API, type RequestedSocial, type SocialPlatform } from '@tpp/contracts';
import { api } from '@tpp/session';

/** Add Talent and Talent Data Authorization calls (docs/product/requests-and-intake.md). */
export const intakeApi = {
  checkSocial: (platform: SocialPlatform, url: string) =>
    api.call(API.intake.checkSocial, { query: { platform, url } }),
  addInfluencer: (name: string, socials: RequestedSocial[]) =>
    api.call(API.intake.addInfluencer, { body: { influencer: { name, socials } } }),
  tasks: (signal?: AbortSignal) => api.call(API.intake.tasks, { signal }),
  logins: (signal?: AbortSignal) => api.call(API.talentData.logins, { signal }),
  createLogin: (influencerId: number) =>
    api.call(API.talentData.createLogin, { body: { influencer_id: influencerId } }),
  /** A new link for the creator; the old one stops working at once. */
  rotateLogin: (influencerId: number) =>
    api.call(API.talentData.rotateLogin, { body: { influencer_id: influencerId } }),
};
