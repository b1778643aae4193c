import type { z } from 'zod';

/** A failed validation's issues for an error message, a line each: `  - en.1: has the same words as entry 0`. */
export function zodIssueLines(issues: readonly z.ZodIssue[]): string {
  return issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}
