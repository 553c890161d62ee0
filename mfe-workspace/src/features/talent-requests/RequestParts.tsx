import type { ReactNode } from 'react';
import {
  REQUEST_MESSAGES,
  REQUEST_PLATFORM_LABELS,
  REQUEST_PLATFORMS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestPlatform,
  type TalentRequestStatus,
} from '@tpp/contracts';
import { LinkButton, SelectField } from '@tpp/ui';
import { Options } from '../../components/Options';

/** The 'Submitted' confirmation of a request form, with where to go next. */
export function RequestSubmitted({ children, links }: { children: ReactNode; links: ReactNode }) {
  return (
    <section className="tpp-card tpp-request-done" aria-live="polite">
      <h2>{REQUEST_MESSAGES.submitted}</h2>
      <p>{children}</p>
      <div className="tpp-actions">{links}</div>
    </section>
  );
}

/** My Requests and the talent profile: where a submitted change request leads. */
export function ChangeSubmittedLinks({ influencerId }: { influencerId: number }) {
  return (
    <>
      <LinkButton href="/my-requests">My Requests</LinkButton>
      <LinkButton href={`/influencers/profile/${influencerId}`}>Talent Profile</LinkButton>
    </>
  );
}

/** The platform select of a request's social account. */
export function PlatformSelect({
  value,
  onChange,
}: {
  value: RequestPlatform;
  onChange: (platform: RequestPlatform) => void;
}) {
  return (
    <SelectField
      label="Platform"
      value={value}
      onChange={(event) => onChange(event.target.value as RequestPlatform)}
    >
      <Options values={REQUEST_PLATFORMS} label={(platform) => REQUEST_PLATFORM_LABELS[platform]} />
    </SelectField>
  );
}

export type StatusChoice = TalentRequestStatus | 'all';

/** The request status filter: All, Pending, Response, Completed, Cancelled. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusChoice;
  onChange: (status: StatusChoice) => void;
}) {
  return (
    <SelectField
      label="Status"
      className="tpp-request-filter"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusChoice)}
    >
      <option value="all">All</option>
      <Options values={REQUEST_STATUSES} label={(status) => REQUEST_STATUS_LABELS[status]} />
    </SelectField>
  );
}
