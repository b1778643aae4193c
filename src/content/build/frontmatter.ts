import matter from 'gray-matter';
import { z } from 'zod';

const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Splits a Markdown file into validated frontmatter and body; errors name the file and the field. */
export function parseFrontmatter(source: string, filePath: string): { frontmatter: Frontmatter; body: string } {
  const { data, content } = matter(source);
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid frontmatter in ${filePath}:\n${details}`);
  }
  return { frontmatter: result.data, body: content };
}
