/**
 * Another buyer's name as a review shows it: the first and last character and three stars ("a***r"), whatever
 * its length, so neither the name nor its length can be read back. A name of one or two characters keeps its
 * first only. Characters, not UTF-16 units: a Chinese or emoji name is cut between characters.
 */
export function maskedName(name: string): string {
  const characters = Array.from(name);
  const first = characters[0] ?? '';
  return characters.length > 2 ? `${first}***${characters[characters.length - 1]}` : `${first}***`;
}
