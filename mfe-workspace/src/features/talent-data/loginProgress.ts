import type { InfluencerLogin } from '@tpp/contracts';

/** The progress bar's colour: red none connected, yellow some, green all of the creator's accounts. */
export function loginProgress(login: InfluencerLogin): {
  connected: number;
  total: number;
  tone: 'red' | 'yellow' | 'green';
} {
  const total = login.socials.length;
  const connected = login.socials.filter((social) => social.connected).length;
  const tone = connected === 0 ? 'red' : connected >= total ? 'green' : 'yellow';
  return { connected, total, tone };
}
