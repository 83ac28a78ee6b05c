import { formatUtcDateTime, parseUtcDateTime } from '../../contract/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A wire time (UTC) as the value of a `datetime-local` input (the person's own clock). */
export function wireToLocalInput(wire: string | undefined): string {
  const date = wire ? parseUtcDateTime(wire) : null;
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local clock) as the wire's UTC 'YYYY-MM-DD HH:mm:ss'; '' when empty or unreadable. */
export function localInputToWire(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return '';
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return formatUtcDateTime(new Date(y, mo - 1, d, h, mi, s));
}
