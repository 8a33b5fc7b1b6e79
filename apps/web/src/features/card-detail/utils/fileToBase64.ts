/** Bytes encoded at a time: `String.fromCharCode` takes its arguments on the stack. */
const CHUNK = 0x8000

/** A file's bytes in base64, as the evidence route takes them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binary)
}
