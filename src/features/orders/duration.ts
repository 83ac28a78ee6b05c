/** Seconds from creation to completion; null while the order is not complete. */
export function completionSeconds(createTime: string, completedAt: string | null): number | null {
  if (!completedAt) return null;
  const ms = Date.parse(completedAt) - Date.parse(createTime);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 1000) : null;
}

/** Hours, minutes and seconds as 'h:mm:ss' or 'm:ss' (a compact, language-neutral form). */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
