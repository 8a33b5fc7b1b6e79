/** Reloads the page from the server (the retry of the startup and chunk-load errors). */
export function reloadPage(): void {
  window.location.reload()
}
