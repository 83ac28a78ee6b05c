/** Seconds from creation to completion; null while the order is not complete. */
export function completionSeconds(createTime: string, completedAt: string | null): number | null {
  if (!completedAt) return null;
  const ms = Date.parse(completedAt) - Date.parse(createTime);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

/**
 * Hours, minutes and seconds as 'h:mm:ss' or 'm:ss' (a compact, language-neutral form), to the
 * nearest second: averages come with fractions that nobody reads (11:11, not 11:11.3999…).
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
