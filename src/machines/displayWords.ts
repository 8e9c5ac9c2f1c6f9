// Money and Words as every display module says them: apart from wizardDisplay.ts, so the pages
// that only format (the order page, the lists) do not load the wizard's words and their catalog part.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number): string => usd.format(cents / 100);

/** Words to show: a catalog id (the English words) and its values. A catalog title is Words with its title as id. */
export interface Words {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Words in English: the id with its values in place. */
export const inEnglish = (words: Words): string => words.id.replace(/\{(\w+)\}/g, (hole, name: string) => String(words.values?.[name] ?? hole));
