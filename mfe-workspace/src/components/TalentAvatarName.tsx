export interface TalentAvatarNameProps {
  name: string;
  pictureUrl: string;
  /** Pixels; tables use 40, the campaign table 36. */
  size?: number;
}

/** A talent's round photo and name, the content of a `.tpp-talent-cell` (a link, button or span). */
export function TalentAvatarName({ name, pictureUrl, size = 40 }: TalentAvatarNameProps) {
  return (
    <>
      <img className="tpp-avatar" src={pictureUrl} alt="" width={size} height={size} loading="lazy" />
      <span className="tpp-talent-cell__name">{name}</span>
    </>
  );
}
