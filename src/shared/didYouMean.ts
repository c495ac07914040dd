/** Levenshtein distance, case-insensitive: how many single-character edits turn one name into the other. */
export function editDistance(a: string, b: string): number {
  const [s, t] = [a.toLowerCase(), b.toLowerCase()];
  let prev = Array.from({ length: t.length + 1 }, (_v, j) => j);
  // Every index read below is inside the rows built here (0…t.length), hence the non-null assertions.
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (s[i - 1] === t[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[t.length]!;
}

/** The choice a near miss most likely meant: the closest within a third of its length (at least 2 edits). */
export function closestChoice(value: string, choices: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(value.length / 3));
  let best: { choice: string; distance: number } | undefined;
  for (const choice of choices) {
    const distance = editDistance(value, choice);
    if (distance <= limit && (!best || distance < best.distance)) best = { choice, distance };
  }
  return best?.choice;
}

/**
 * The tail of a refusal: the likely meant choice, then every valid one, so a product person can fix
 * the file without reading code: ` (did you mean "genericString"?); choose one of: text, email, …`.
 */
export function choicesHint(value: string, choices: readonly string[]): string {
  const near = closestChoice(value, choices);
  return `${near ? ` (did you mean "${near}"?)` : ''}; choose one of: ${choices.join(', ')}`;
}
