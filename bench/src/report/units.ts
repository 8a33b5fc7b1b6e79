/** Bytes as KB with one decimal (1 KB = 1024 bytes, as the web app's size check counts). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A ratio (a route's rate to the bare-route ceiling's) with three decimals: `0.066x`. */
export const ratio = (value: number) => `${value.toFixed(3)}x`
