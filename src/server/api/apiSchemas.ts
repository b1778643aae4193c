import { z } from 'zod';
import { zodIssueLines } from '@/server/zodIssueLines';
import type {
  ApiComponentEntry,
  ApiCssClass,
  ApiEntry,
  ApiIndexEntry,
  ApiInterfaceEntry,
  ApiProp,
  ApiSlot,
  ApiTypeDetails,
} from '@/api/types';

const planSchema = z.enum(['community', 'pro', 'premium']);

// Each schema is annotated with its type from ../types, so the two cannot drift apart without a type error.
export const apiIndexEntrySchema: z.ZodType<ApiIndexEntry> = z.object({
  product: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  kind: z.enum(['component', 'interface']),
  plan: planSchema,
});

export const apiIndexSchema = z.array(apiIndexEntrySchema);

const typeFieldSchema = z.object({ name: z.string(), type: z.string(), optional: z.boolean() });

const typeDetailsSchema: z.ZodType<ApiTypeDetails> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('union'), members: z.array(z.string()) }),
  z.object({ kind: z.literal('object'), fields: z.array(typeFieldSchema) }),
  z.object({ kind: z.literal('function'), params: z.array(typeFieldSchema), returns: z.string() }),
]);

const propSchema: z.ZodType<ApiProp> = z.object({
  name: z.string().min(1),
  type: z.string(),
  fullType: z.string().optional(),
  typeDetails: typeDetailsSchema.optional(),
  default: z.string().optional(),
  description: z.string(),
  required: z.boolean(),
  deprecated: z.string().optional(),
  plan: planSchema.optional(),
  method: z.boolean().optional(),
});

const slotSchema: z.ZodType<ApiSlot> = z.object({
  name: z.string().min(1),
  description: z.string(),
  default: z.string().optional(),
});

const cssClassSchema: z.ZodType<ApiCssClass> = z.object({
  key: z.string().min(1),
  className: z.string().min(1),
  description: z.string(),
});

const entryBase = {
  product: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  plan: planSchema,
  imports: z.array(z.string()).min(1),
  description: z.string(),
};

const componentEntrySchema: z.ZodType<ApiComponentEntry> = z.object({
  ...entryBase,
  kind: z.literal('component'),
  props: z.array(propSchema),
  slots: z.array(slotSchema),
  classes: z.array(cssClassSchema),
});

const interfaceEntrySchema: z.ZodType<ApiInterfaceEntry> = z.object({
  ...entryBase,
  kind: z.literal('interface'),
  members: z.array(propSchema),
  definition: z.string().optional(),
});

export const apiEntrySchema: z.ZodType<ApiEntry> = z.union([componentEntrySchema, interfaceEntrySchema]);

/** `generated/api/feature-apis.json`: the Data Grid's per-feature `apiRef` interfaces (GridFilterApi…). */
export const featureApisSchema = z.array(interfaceEntrySchema);

/** Parses generated JSON, or fails naming the file, the field and how to regenerate. */
export function parseGenerated<T>(schema: z.ZodType<T>, data: unknown, filePath: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(
      `Invalid API reference file ${filePath}:\n${zodIssueLines(result.error.issues.slice(0, 10))}\nRegenerate it with: npm run generate:api -- --force`,
    );
  }
  return result.data;
}
