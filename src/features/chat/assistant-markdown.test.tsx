// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const rendered: string[] = [];

vi.mock('./markdown-react.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./markdown-react.tsx')>();
  return {
    ...actual,
    renderMarkdown: (markdown: string, assetHost: string) => {
      rendered.push(markdown);
      return actual.renderMarkdown(markdown, assetHost);
    },
  };
});

const { AssistantMarkdown } = await import('./assistant-markdown.tsx');

describe('AssistantMarkdown while streaming', () => {
  beforeEach(() => {
    rendered.length = 0;
  });

  it('re-renders only the block that changed', () => {
    const first = 'Intro paragraph.\n\n- a\n- b\n\nThe answer is';
    const { rerender, container } = render(<AssistantMarkdown markdown={first} assetHost="h.example" />);
    expect(rendered).toEqual(['Intro paragraph.', '- a\n- b', 'The answer is']);

    rendered.length = 0;
    rerender(<AssistantMarkdown markdown={`${first} **42**`} assetHost="h.example" />);
    expect(rendered).toEqual(['The answer is **42**']);

    rendered.length = 0;
    rerender(<AssistantMarkdown markdown={`${first} **42**\n\n| x |\n| - |\n| 1 |`} assetHost="h.example" />);
    expect(rendered).toEqual(['| x |\n| - |\n| 1 |']);
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('42');
  });
});

describe('AssistantMarkdown deferred', () => {
  it('shows the text as written, nothing interpreted, until it is not deferred', () => {
    const markdown = '**bold** [x](javascript:alert(1)) <b>raw</b>';
    const { container, rerender } = render(
      <AssistantMarkdown markdown={markdown} assetHost="h.example" deferred />,
    );
    expect(container).toHaveTextContent(markdown);
    expect(container.querySelector('strong, a, b')).toBeNull();
    rerender(<AssistantMarkdown markdown={markdown} assetHost="h.example" />);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('a, b')).toBeNull();
  });
});
