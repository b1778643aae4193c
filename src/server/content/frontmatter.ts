import matter from 'gray-matter';
import { z } from 'zod';

const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
  })
  .strict();

// A translation also records the English file it was made from (written by `npm run i18n:record`, never by hand).
const translationFrontmatterSchema = frontmatterSchema
  .extend({
    sourceHash: z
      .string()
      .regex(/^[0-9a-f]{40}$/, 'must be the 40-character hash written by `npm run i18n:record`')
      .optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof translationFrontmatterSchema>;

/** `index.zh.md` is a translation; `index.md` is English. */
function isTranslationFile(filePath: string): boolean {
  return /\.[a-z]{2}\.md$/.test(filePath);
}

/** The 1-based line of a top-level frontmatter key, or of the opening `---` when the key is absent. */
function keyLine(source: string, key: string | number | undefined): number {
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const found = lines.slice(0, end === -1 ? lines.length : end).findIndex((line) => line.startsWith(`${key}:`));
  return found === -1 ? 1 : found + 1;
}

function parseYaml(source: string, filePath: string): matter.GrayMatterFile<string> {
  try {
    return matter(source);
  } catch (error) {
    // js-yaml counts lines from 0 inside the block, which starts on the file's second line.
    const mark = (error as { mark?: { line?: number } }).mark;
    const line = mark?.line === undefined ? 1 : mark.line + 2;
    const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Invalid frontmatter in ${filePath}:${line}: ${reason}`);
  }
}

/**
 * Splits a Markdown file into validated frontmatter and body; errors name the file, the line and the field.
 * `bodyStartLine` is the file line the body starts on, so positions in the body can be reported as file lines.
 */
export function parseFrontmatter(
  source: string,
  filePath: string,
): { frontmatter: Frontmatter; body: string; bodyStartLine: number } {
  const { data, content } = parseYaml(source, filePath);
  const schema = isTranslationFile(filePath) ? translationFrontmatterSchema : frontmatterSchema;
  const result = schema.safeParse(data);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => {
        const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
        return `  - ${issue.path.join('.') || '(root)'}: ${issue.message} (${filePath}:${keyLine(source, key)})`;
      })
      .join('\n');
    throw new Error(`Invalid frontmatter in ${filePath}:\n${details}`);
  }
  const bodyStartLine = source.slice(0, source.length - content.length).split('\n').length;
  return { frontmatter: result.data, body: content, bodyStartLine };
}
