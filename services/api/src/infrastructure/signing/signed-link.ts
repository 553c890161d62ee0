/** A signed link's parts: `{id}.{nonce}.{signature}` (LinkSigner). DTOs check tokens with it. */
export const SIGNED_LINK_PATTERN = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
