/** Media keys: lower-case letters, digits and dashes, 1 to 64 characters. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;

export function avatarUrl(key: string): string {
  return `/api/media/avatars/${key}.svg`;
}

export function postImageUrl(key: string): string {
  return `/api/media/posts/${key}.svg`;
}
