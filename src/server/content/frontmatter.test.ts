import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter';

const file = (frontmatter: string, body = '## Body\n') => `---\n${frontmatter}\n---\n${body}`;

describe('parseFrontmatter', () => {
  it('returns the title, description and body of a valid file', () => {
    const result = parseFrontmatter(
      file('title: Overview\ndescription: What MUI X is.', '\n## Intro\n\nText.\n'),
      'a/index.md',
    );
    expect(result.frontmatter).toEqual({ title: 'Overview', description: 'What MUI X is.' });
    expect(result.body).toBe('\n## Intro\n\nText.\n');
    // The body's first line is the file's fifth: ---, title, description, ---.
    expect(result.bodyStartLine).toBe(5);
  });

  it('an invalid field names the line it is on', () => {
    expect(() => parseFrontmatter(file('title: T\ndescription: 42'), 'd.md')).toThrow(/- description: .* \(d\.md:3\)/);
    expect(() => parseFrontmatter(file('title: T\ndescription: D\nauthor: Someone'), 'e.md')).toThrow(/\(e\.md:4\)/);
  });

  it('a missing field points at the frontmatter block', () => {
    expect(() => parseFrontmatter(file('title: T'), 'm.md')).toThrow(/- description: .* \(m\.md:1\)/);
  });

  it('YAML that does not parse throws naming the file and the line', () => {
    expect(() => parseFrontmatter(file('title: T\ndescription: [unclosed'), 'y.md')).toThrow(
      /Invalid frontmatter in y\.md:\d+: /,
    );
  });

  it('a missing description throws naming the file and the field', () => {
    expect(() => parseFrontmatter(file('title: Overview'), 'content/pages/a/index.md')).toThrow(
      /Invalid frontmatter in content\/pages\/a\/index\.md:[\s\S]*description/,
    );
  });

  it('a missing title throws naming the field', () => {
    expect(() => parseFrontmatter(file('description: Text'), 'b.md')).toThrow(/b\.md[\s\S]*- title:/);
  });

  it('an empty title throws naming the field', () => {
    expect(() => parseFrontmatter(file('title: ""\ndescription: Text'), 'c.md')).toThrow(/c\.md[\s\S]*- title:/);
  });

  it('a non-string description throws naming the field', () => {
    expect(() => parseFrontmatter(file('title: T\ndescription: 42'), 'd.md')).toThrow(/d\.md[\s\S]*- description:/);
  });

  it('an extra key throws naming the file and the key', () => {
    expect(() => parseFrontmatter(file('title: T\ndescription: D\nauthor: Someone'), 'e.md')).toThrow(
      /Invalid frontmatter in e\.md[\s\S]*author/,
    );
  });

  it('a file without frontmatter throws naming both required fields', () => {
    let message = '';
    try {
      parseFrontmatter('## Just a body\n', 'f.md');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('f.md');
    expect(message).toContain('title');
    expect(message).toContain('description');
  });

  it('a translation may record the hash of its English source; an English page may not', () => {
    const hash = 'a'.repeat(40);
    const recorded = file(`title: T\ndescription: D\nsourceHash: ${hash}`);
    expect(parseFrontmatter(recorded, 'content/pages/a/index.zh.md').frontmatter.sourceHash).toBe(hash);
    expect(() => parseFrontmatter(recorded, 'content/pages/a/index.md')).toThrow(/index\.md:4/);
  });

  it('a recorded source that is not a full hash throws naming the command that writes it', () => {
    expect(() => parseFrontmatter(file('title: T\ndescription: D\nsourceHash: abc'), 'g.zh.md')).toThrow(
      /sourceHash: .*npm run i18n:record.*\(g\.zh\.md:4\)/,
    );
  });
});
