/** Bytes as KB with one decimal (1 KB = 1024 bytes, as the web app's size check counts). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
