import type { BriefReading } from '@tpp/contracts';
import './aiHelpers.css';

/**
 * What an AI helper read from the brief, so the agent can check it: the explicit constraints
 * applied, and those relaxed (not applied because nothing met them) with the reason.
 */
export function BriefReadingNotes({ brief }: { brief: BriefReading }) {
  return (
    <div className="tpp-brief-reading">
      <p>
        <strong>Read from your brief:</strong>{' '}
        {brief.constraints.length > 0
          ? brief.constraints.join(', ')
          : 'no explicit constraints (platform, followers, audience...): ranked by fit to the description.'}
      </p>
      {brief.niches.length > 0 ? (
        <p>
          <strong>Niches:</strong> {brief.niches.join(', ')}
        </p>
      ) : null}
      {brief.not_checked.length > 0 ? (
        <p>
          <strong>Not checked:</strong> {brief.not_checked.join(', ')} (no result is said to meet these)
        </p>
      ) : null}
      {brief.relaxed.length > 0 ? (
        <div>
          <strong>Not applied:</strong>
          <ul className="tpp-brief-reading__relaxed">
            {brief.relaxed.map((one) => (
              <li key={one.constraint}>
                {one.constraint}: {one.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
