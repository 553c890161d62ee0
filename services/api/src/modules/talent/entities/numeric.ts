import type { ValueTransformer } from 'typeorm';

/** bigint columns (followers) read as JS numbers: follower counts stay far below 2^53. */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
