import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The Chinese glossary: one Chinese term per recurring English term, and the Chinese terms it rejects. */
export const GLOSSARY_PATH = 'content/i18n/glossary.zh.json';

const glossarySchema = z.array(
  z
    .object({
      en: z.string().min(1),
      zh: z.string().min(1),
      // `standalone`: rejected only where the term is not part of a longer run of Chinese characters, as in a label
      // or a heading (`行排序 | Pro`), since it is also a legitimate piece of longer phrases (`对行排序`, sort rows).
      rejects: z.array(z.object({ term: z.string().min(1), standalone: z.boolean().optional() }).strict()).optional(),
    })
    .strict(),
);

export type Glossary = z.infer<typeof glossarySchema>;

/** Reads and validates the glossary; an invalid entry names the file and its index. */
export function loadGlossary(file: string = path.join(process.cwd(), GLOSSARY_PATH)): Glossary {
  const result = glossarySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!result.success) {
    const details = result.error.issues.map((issue) => `  - [${issue.path.join('.')}]: ${issue.message}`).join('\n');
    throw new Error(`Invalid glossary ${file}:\n${details}`);
  }
  return result.data;
}
