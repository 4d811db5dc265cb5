// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { markTerms } from './mark-terms.ts';

describe('markTerms', () => {
  it('wraps whole words in <mark> and gives every original text node its text back on undo', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>The <strong>cap rate</strong> of a cap-ex budget</p><p>Cap rates vary</p>';
    const textNodes = [...root.querySelectorAll('p, strong')].flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE),
    );
    const before = root.innerHTML;

    const undo = markTerms(root, ['cap']);
    expect([...root.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['cap', 'cap', 'Cap']);
    expect(root.textContent).toBe('The cap rate of a cap-ex budgetCap rates vary');
    expect(root.querySelector('strong')!.innerHTML).toBe('<mark>cap</mark> rate');

    undo();
    expect(root.innerHTML).toBe(before);
    // The same node objects, in place (React still holds them).
    const after = [...root.querySelectorAll('p, strong')].flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE),
    );
    expect(after).toEqual(textNodes);
  });

  it('leaves screen-reader-only text and buttons alone, and does nothing without terms', () => {
    const root = document.createElement('div');
    root.innerHTML = '<span class="sr-only">Cap said:</span><button>Cap</button><p>cap</p>';
    const undo = markTerms(root, ['cap']);
    expect(root.querySelectorAll('mark')).toHaveLength(1);
    undo();
    expect(markTerms(root, [])).toBeTypeOf('function');
    expect(root.querySelectorAll('mark')).toHaveLength(0);
  });
});
