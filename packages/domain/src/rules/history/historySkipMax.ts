/**
 * The deepest `skip` of the card history. Each page reads the rows above it to start its running balance, so a
 * page's cost grows with its depth: past this, 400 rather than reading a whole long history per request
 * (10,000 rows is 1,000 pages of 10; statements cover longer periods).
 */
export const HISTORY_SKIP_MAX = 10_000
