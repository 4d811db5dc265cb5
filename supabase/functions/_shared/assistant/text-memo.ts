/**
 * Remembers a pure function's answers for recent texts. The readers normalise the same question (and
 * the same earlier turns of a conversation) many times over while one reply is composed; a bounded
 * memo turns the repeats into lookups. Only for functions whose answer is a string or another immutable
 * value: a cached object would be shared by every caller.
 */
export function memoizeByText<T extends string | number | boolean | null>(
  compute: (text: string) => T,
  capacity = 1024,
): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text: string) => {
    const hit = remembered.get(text);
    if (hit !== undefined || remembered.has(text)) return hit as T;
    const value = compute(text);
    // A Map iterates in insertion order, so its first key is the oldest: drop it when full.
    if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value as string);
    remembered.set(text, value);
    return value;
  };
}
