// Marks search terms inside a rendered message with <mark> (issue 13: a search result opens at its
// message with the terms highlighted), whatever rendered it (plain text or markdown). The marks are
// added to the DOM React made and taken out again exactly: every text node React owns is kept (cut
// with splitText, then given its text back), so React's later updates find the nodes it expects.
import { highlightSegments } from '../search/text-matches.ts';

/** Wraps every whole-word occurrence of `terms` under `root`; returns the function that undoes it. */
export function markTerms(root: HTMLElement, terms: readonly string[]): () => void {
  if (terms.length === 0) return () => {};
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('.sr-only, mark, button')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);

  const undo: Array<() => void> = [];
  for (const original of texts) {
    const segments = highlightSegments(original.data, terms);
    if (!segments.some((s) => s.match)) continue;
    const data = original.data;
    const added: Node[] = [];
    // The original node keeps the first segment; the rest follow it as new nodes.
    const [first, ...rest] = segments;
    const doc = root.ownerDocument;
    const make = (segment: { text: string; match: boolean }): Node => {
      if (!segment.match) return doc.createTextNode(segment.text);
      const mark = doc.createElement('mark');
      mark.textContent = segment.text;
      return mark;
    };
    let anchor: Node = original;
    if (first!.match) {
      // A mark first: the original node keeps nothing and sits before it.
      original.data = '';
      for (const segment of segments) {
        const node = make(segment);
        anchor.parentNode!.insertBefore(node, anchor.nextSibling);
        anchor = node;
        added.push(node);
      }
    } else {
      original.data = first!.text;
      for (const segment of rest) {
        const node = make(segment);
        anchor.parentNode!.insertBefore(node, anchor.nextSibling);
        anchor = node;
        added.push(node);
      }
    }
    undo.push(() => {
      for (const node of added) node.parentNode?.removeChild(node);
      original.data = data;
    });
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}
