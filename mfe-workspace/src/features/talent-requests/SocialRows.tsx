import {
  REQUEST_PLATFORM_LABELS,
  REQUEST_PLATFORMS,
  type RequestPlatform,
  type RequestSocial,
} from '@tpp/contracts';
import { Button } from '@tpp/ui';
import { PlatformSelect } from './RequestParts';

export interface SocialRowsProps {
  socials: RequestSocial[];
  onChange: (socials: RequestSocial[]) => void;
}

/** Rows of platform select and profile URL or handle; the first row is the primary account. */
export function SocialRows({ socials, onChange }: SocialRowsProps) {
  const set = (index: number, change: Partial<RequestSocial>) =>
    onChange(socials.map((social, at) => (at === index ? { ...social, ...change } : social)));
  const remove = (index: number) =>
    onChange(socials.filter((_, at) => at !== index).map((social, at) => ({ ...social, primary: at === 0 })));
  return (
    <div className="tpp-request-socials">
      {socials.map((social, index) => (
        <div className="tpp-request-socials__row" key={index}>
          <PlatformSelect value={social.platform} onChange={(platform) => set(index, { platform })} />
          <div className="tpp-field tpp-request-socials__url">
            <label htmlFor={`social-url-${index}`}>
              {REQUEST_PLATFORM_LABELS[social.platform]} profile URL or handle
              {social.primary ? <span className="tpp-request-primary"> (primary)</span> : null}
            </label>
            <input
              id={`social-url-${index}`}
              value={social.url}
              onChange={(event) => set(index, { url: event.target.value })}
            />
          </div>
          {socials.length > 1 ? (
            <Button variant="link" onClick={() => remove(index)} aria-label={`Remove social ${index + 1}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The next platform not used yet (the form refuses a platform twice). */
export function nextPlatform(socials: RequestSocial[]): RequestPlatform {
  return (
    REQUEST_PLATFORMS.find((platform) => !socials.some((social) => social.platform === platform)) ??
    'instagram'
  );
}
