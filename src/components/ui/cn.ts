/** Joins class names, skipping falsy ones. Callers add classes; they do not override conflicting ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
