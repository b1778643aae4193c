import { describe, expect, it } from 'vitest';
import { recordSourceHash } from './recordSourceHash';

const OLD = '1'.repeat(40);
const NEW = '2'.repeat(40);

describe('recordSourceHash', () => {
  it('adds the hash as the last frontmatter field and keeps the body as it was', () => {
    const page = '---\ntitle: Data Grid - 排序\ndescription: 排序。\n---\n\n## 排序\n\n---\n';
    expect(recordSourceHash(page, NEW)).toBe(
      `---\ntitle: Data Grid - 排序\ndescription: 排序。\nsourceHash: ${NEW}\n---\n\n## 排序\n\n---\n`,
    );
  });

  it('replaces a hash recorded before instead of adding a second one', () => {
    const page = `---\ntitle: T\nsourceHash: ${OLD}\ndescription: D\n---\nBody\n`;
    expect(recordSourceHash(page, NEW)).toBe(`---\ntitle: T\ndescription: D\nsourceHash: ${NEW}\n---\nBody\n`);
  });

  it('refuses a file without frontmatter', () => {
    expect(() => recordSourceHash('## Body\n', NEW)).toThrow(/no frontmatter/);
  });
});
