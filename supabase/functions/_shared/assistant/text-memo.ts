/**
 * Remembers a pure function's answers for recent texts. The readers normalise and read the same
 * question (and the same earlier turns of a conversation) many times over while one reply is composed;
 * a bounded memo turns the repeats into lookups. The function must depend on its text alone.
 */
function rememberRecent<T>(compute: (text: string) => T, capacity: number): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text: string) => {
    if (remembered.has(text)) return remembered.get(text) as T;
    const value = compute(text);
    // A Map iterates in insertion order, so its first key is the oldest: drop it when full.
    if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value as string);
    remembered.set(text, value);
    return value;
  };
}

/** For a function whose answer is a string, number or boolean (immutable, so shared safely). */
export function memoizeByText<T extends string | number | boolean | null>(
  compute: (text: string) => T,
  capacity = 1024,
): (text: string) => T {
  return rememberRecent(compute, capacity);
}

/**
 * For a function whose answer is plain data (objects and arrays of strings and numbers): each caller
 * gets its own copy, so one that adds to an answer cannot change what the next one is given.
 */
export function memoizeDataByText<T>(compute: (text: string) => T, capacity = 256): (text: string) => T {
  const remembered = rememberRecent(compute, capacity);
  return (text: string) => structuredClone(remembered(text));
}
