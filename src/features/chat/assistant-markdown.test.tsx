// @vitest-environment happy-dom
import './testing/dom-test-setup.ts';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const rendered: string[] = [];

vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-markdown')>();
  const Original = actual.default;
  return {
    ...actual,
    default: (props: Parameters<typeof Original>[0]) => {
      rendered.push(String(props.children));
      return Original(props);
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
