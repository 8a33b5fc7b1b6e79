/** A stored tree node: its 32-byte digest, then its value as 8 bytes big-endian (API.md's node encoding). */
export const NODE_BYTES = 40
