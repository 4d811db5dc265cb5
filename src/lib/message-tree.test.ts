import { describe, expect, it } from 'vitest';
import { visibleLeaf, visiblePath, type TreeMessage } from './message-tree.ts';

let clock = 0;
function q(id: string, parent: string | null | undefined): TreeMessage {
  return {
    id,
    role: 'user',
    in_reply_to: null,
    parent_id: parent,
    created_at: String(++clock).padStart(4, '0'),
  };
}
function r(id: string, question: string): TreeMessage {
  return {
    id,
    role: 'assistant',
    in_reply_to: question,
    parent_id: question,
    created_at: String(++clock).padStart(4, '0'),
  };
}
const ids = (messages: TreeMessage[]) => messages.map((m) => m.id);

describe('visiblePath', () => {
  it('a conversation without forks shows everything, with no version controls', () => {
    const messages = [q('q1', null), r('r1', 'q1'), q('q2', 'r1'), r('r2', 'q2')];
    const { visible, versions } = visiblePath(messages, {});
    expect(ids(visible)).toEqual(['q1', 'r1', 'q2', 'r2']);
    expect(versions.size).toBe(0);
  });

  it('records from before versions (parent unknown) are never hidden', () => {
    const messages = [q('q1', undefined), r('r1', 'q1'), q('q2', undefined), r('r2', 'q2')];
    expect(ids(visiblePath(messages, {}).visible)).toEqual(['q1', 'r1', 'q2', 'r2']);
  });

  it('a regenerated reply shows the newest version, 2/2, and the choice brings back 1/2', () => {
    const messages = [q('q1', null), r('r1', 'q1'), r('r1b', 'q1')];
    const newest = visiblePath(messages, {});
    expect(ids(newest.visible)).toEqual(['q1', 'r1b']);
    expect(newest.versions.get('r1b')).toEqual({
      index: 2,
      count: 2,
      parentKey: 'q1',
      previousId: 'r1',
      nextId: null,
    });
    const first = visiblePath(messages, { q1: 'r1' });
    expect(ids(first.visible)).toEqual(['q1', 'r1']);
    expect(first.versions.get('r1')).toMatchObject({ index: 1, count: 2, previousId: null, nextId: 'r1b' });
  });

  it('an edited question hides the old branch and everything under it', () => {
    const messages = [
      q('q1', null),
      r('r1', 'q1'),
      q('q2', 'r1'),
      r('r2', 'q2'),
      q('q3', 'r2'),
      r('r3', 'q3'),
      q('q2b', 'r1'),
      r('r2b', 'q2b'),
    ];
    expect(ids(visiblePath(messages, { r1: 'q2b' }).visible)).toEqual(['q1', 'r1', 'q2b', 'r2b']);
    expect(ids(visiblePath(messages, { r1: 'q2' }).visible)).toEqual(['q1', 'r1', 'q2', 'r2', 'q3', 'r3']);
  });

  it('editing the first question forks at the root', () => {
    const messages = [q('q1', null), r('r1', 'q1'), q('q1b', null)];
    const { visible, versions } = visiblePath(messages, { '': 'q1b' });
    expect(ids(visible)).toEqual(['q1b']);
    expect(versions.get('q1b')).toMatchObject({ index: 2, count: 2, parentKey: '' });
  });

  it('a choice naming a version that is not here follows the newest', () => {
    const messages = [q('q1', null), r('r1', 'q1'), r('r1b', 'q1')];
    expect(ids(visiblePath(messages, { q1: 'gone' }).visible)).toEqual(['q1', 'r1b']);
  });

  it('remembers the choice at a later fork when an earlier one switches back and forth', () => {
    const messages = [
      q('q1', null),
      r('r1', 'q1'),
      r('r1b', 'q1'),
      q('q2', 'r1'),
      r('r2', 'q2'),
      r('r2b', 'q2'),
    ];
    const selections = { q1: 'r1', q2: 'r2' };
    expect(ids(visiblePath(messages, selections).visible)).toEqual(['q1', 'r1', 'q2', 'r2']);
    expect(ids(visiblePath(messages, { ...selections, q1: 'r1b' }).visible)).toEqual(['q1', 'r1b']);
  });

  it('the leaf is the last visible message', () => {
    const messages = [q('q1', null), r('r1', 'q1'), q('q2', 'r1'), q('q2b', 'r1')];
    expect(visibleLeaf(messages, { r1: 'q2' })?.id).toBe('q2');
    expect(visibleLeaf([], {})).toBeUndefined();
  });
});
