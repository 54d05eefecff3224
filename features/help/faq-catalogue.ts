/**
 * The FAQ's questions by topic. Their texts are in the faq namespace (topics.<topic>,
 * items.<id>.question and .answer); a test checks every id has both in every language.
 */
export const FAQ_TOPICS = {
  car: ['addCar', 'mileage', 'roadside'],
  service: ['bookService', 'dealer'],
  rewards: ['rewards', 'claimReward'],
  account: ['changePassword', 'notifications', 'deleteAccount'],
} as const;

export type FaqTopic = keyof typeof FAQ_TOPICS;

export interface FaqEntry {
  id: string;
  topic: FaqTopic;
  question: string;
  answer: string;
}

/** Lower case without accents, so "sakerhet" finds "Säkerhet" and "Genève" finds "geneve". */
function fold(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** The entries whose question or answer holds every word typed, in order of the catalogue. */
export function matchFaq(entries: readonly FaqEntry[], search: string, locale: string): FaqEntry[] {
  const words = fold(search, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`, locale);
    return words.every((word) => text.includes(word));
  });
}
