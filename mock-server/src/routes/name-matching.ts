/** The words of a name: accents, case and punctuation aside ("María-José O'Neil" -> maria, jose, oneil). */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A holder's word stands for a customer's word when they are equal or it is its initial. */
const standsFor = (holderWord: string, word: string) => holderWord === word || (holderWord.length === 1 && word.startsWith(holderWord));

/**
 * How well a bank account holder's name matches a customer's: the share of the customer's name words
 * the holder's name has (an initial counts for a first name), 0-100. It matches when the first name
 * (or its initial) and at least one surname are there: banks often drop a Spanish second surname.
 */
export function nameMatch(firstName: string, lastName: string, holder: string) {
  const given = words(firstName);
  const surnames = words(lastName);
  const theirs = words(holder);
  const found = (word: string) => theirs.some((h) => standsFor(h, word));
  const all = [...given, ...surnames];
  const score = all.length === 0 ? 0 : Math.round((100 * all.filter(found).length) / all.length);
  const matched = given.length > 0 && found(given[0] as string) && surnames.some((s) => theirs.includes(s));
  return { score, matched };
}
