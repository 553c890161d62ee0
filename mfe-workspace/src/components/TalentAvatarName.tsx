import type { ReactNode } from 'react';

export interface TalentAvatarNameProps {
  name: string;
  pictureUrl: string;
  /** Pixels; tables use 40, the campaign table 36. */
  size?: number;
  /** A second, muted line under the name (the roster's handle). */
  detail?: ReactNode;
}

/** A talent's round photo and name, the content of a `.tpp-talent-cell` (a link, button or span). */
export function TalentAvatarName({ name, pictureUrl, size = 40, detail }: TalentAvatarNameProps) {
  return (
    <>
      <img className="tpp-avatar" src={pictureUrl} alt="" width={size} height={size} loading="lazy" />
      {detail ? (
        <span className="tpp-talent-cell__text">
          <span className="tpp-talent-cell__name">{name}</span>
          <span className="tpp-talent-cell__detail">{detail}</span>
        </span>
      ) : (
        <span className="tpp-talent-cell__name">{name}</span>
      )}
    </>
  );
}
