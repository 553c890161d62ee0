import { socialProfileUrl, type InfluencerLogin, type TalentConnectPage } from '@tpp/contracts';
import type { ConnectionProvider } from '../providers/connection-provider.js';
import type { InfluencerLoginRow } from '../repositories/influencer-logins.repository.js';

/** The connect page's path of a login link. */
export function loginPath(token: string): string {
  return `/public/connect/${token}`;
}

/** A login row with its signed link token. */
export function mapInfluencerLogin(
  row: InfluencerLoginRow,
  token: string,
  publicUrl: string,
): InfluencerLogin {
  return {
    influencer_id: row.influencer_id,
    fullname: row.fullname,
    platforms: [
      ...new Set(row.socials.filter((social) => social.connected).map((social) => social.platform)),
    ],
    login_url: `${publicUrl}${loginPath(token)}`,
    socials: row.socials,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expired,
  };
}

export function mapConnectPage(row: InfluencerLoginRow, provider: ConnectionProvider): TalentConnectPage {
  return {
    fullname: row.fullname,
    team_name: row.team_name,
    provider: provider.name,
    accounts: row.socials.map((social) => ({
      social_id: social.social_id,
      platform: social.platform,
      handle: social.handle,
      profile_url: socialProfileUrl(social.platform, social.handle),
      connected: social.connected,
      step: provider.step({ socialId: social.social_id, platform: social.platform, handle: social.handle }),
    })),
  };
}
