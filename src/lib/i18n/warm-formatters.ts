import type { Language } from '../../contract/index.ts';

/**
 * Makes the browser load a language's number, date and plural data now. Its first Intl formatter
 * of each kind costs about 95 ms (numbers) and 20 to 30 ms (dates) on a slow phone (4x CPU), the
 * later ones almost nothing; left to the first render of figures or rows, that time lengthened the
 * render's one blocking task. The app's entry calls this in a task of its own while it waits for
 * its first answers.
 */
export function warmFormatters(language: Language): void {
  new Intl.NumberFormat(language).format(0);
  new Intl.DateTimeFormat(language).format(0);
  new Intl.PluralRules(language).select(0);
}
