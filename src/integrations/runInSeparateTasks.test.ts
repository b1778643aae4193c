import { describe, expect, it } from 'vitest';
import { runInSeparateTasks } from './runInSeparateTasks';

describe('runInSeparateTasks', () => {
  it('runs the steps in order, one per task, and goes on after a step that throws', () => {
    const queue: (() => void)[] = [];
    const ran: string[] = [];
    runInSeparateTasks(
      [
        () => ran.push('analytics'),
        () => {
          throw new Error('ads failed');
        },
        () => ran.push('navigation'),
      ],
      (run) => queue.push(run),
    );
    expect(ran).toEqual([]);
    queue.shift()!();
    expect(ran).toEqual(['analytics']);
    expect(queue).toHaveLength(1);
    expect(() => queue.shift()!()).toThrow('ads failed');
    expect(queue).toHaveLength(1);
    queue.shift()!();
    expect(ran).toEqual(['analytics', 'navigation']);
    expect(queue).toHaveLength(0);
  });
});
