/** A padlock for locked orders (locked by automated processing). */
export function LockIcon({ label }: { label: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      role="img"
      aria-label={label}
      data-testid="order-locked"
      style={{ marginRight: 4, verticalAlign: '-2px' }}
    >
      <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" fill="none" />
    </svg>
  );
}
