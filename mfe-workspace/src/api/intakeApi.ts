import { API, type RequestedSocial, type SocialPlatform } from '@tpp/contracts';
import { call } from './workspaceQueries';

/** Add Talent and Talent Data Authorization calls (docs/product/requests-and-intake.md). */
export const intakeApi = {
  checkSocial: (platform: SocialPlatform, url: string) =>
    call(API.intake.checkSocial, { query: { platform, url } }),
  addInfluencer: (name: string, socials: RequestedSocial[]) =>
    call(API.intake.addInfluencer, { body: { influencer: { name, socials } } }),
  tasks: (signal?: AbortSignal) => call(API.intake.tasks, { signal }),
  logins: (signal?: AbortSignal) => call(API.talentData.logins, { signal }),
  createLogin: (influencerId: number) =>
    call(API.talentData.createLogin, { body: { influencer_id: influencerId } }),
  /** A new link for the creator; the old one stops working at once. */
  rotateLogin: (influencerId: number) =>
    call(API.talentData.rotateLogin, { body: { influencer_id: influencerId } }),
};
