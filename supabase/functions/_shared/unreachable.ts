/**
 * The default branch of an exhaustive `switch` (convention 8): a compile error when a case is missing,
 * a thrown error if a value the types rule out arrives anyway. The one copy for the app, the server
 * and the functions.
 */
export function unreachable(value: never): never {
  throw new Error(`Unreachable case: ${JSON.stringify(value)}`);
}
