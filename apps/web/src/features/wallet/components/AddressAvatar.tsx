/** A deterministic two-colour avatar from the address (no network, no extra package). */
export function AddressAvatar({ address }: { address: string }) {
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360
  const hue2 = (hue + 137) % 360
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 rounded-full">
      <rect width="24" height="24" fill={`hsl(${hue} 70% 55%)`} />
      <circle cx="16" cy="8" r="7" fill={`hsl(${hue2} 70% 45%)`} />
    </svg>
  )
}
