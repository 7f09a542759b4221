import * as z from 'zod/mini';
import { CONTENT_KINDS, contentItemBody, contentListBody, contentSaveBody, previewBody } from '../admin';
import { emptySchema, idSchema, isoTimeSchema } from '../envelope';
import { LANGUAGES } from '../messages';
import { consoleCall } from './console-spec';

/** A text as stored: zh-Hant always, the other languages when given (zh-Hans converted from zh-Hant). */
export const localizedText = z.object({
  'zh-Hant': z.string(),
  'zh-Hans': z.optional(z.string()),
  en: z.optional(z.string()),
});
/** A content item as stored; which texts it has depends on its kind (contract/admin.ts contentSaveBody). */
export const contentRow = z.object({
  id: idSchema,
  position: z.int(),
  image: z.optional(localizedText),
  content: z.optional(localizedText),
  title: z.optional(localizedText),
  category: z.optional(z.string()),
  cover: z.optional(z.nullable(z.string())),
  createdAt: isoTimeSchema,
});
export type ContentRow = z.infer<typeof contentRow>;

/** The HTML each language's members receive. */
export const previewData = z.object({ html: z.record(z.enum(LANGUAGES), z.string()) });

const saved = { invalidates: ['contentList'], emits: ['content'] } as const;

export const contentCalls = {
  contentList: consoleCall(
    'content',
    contentListBody,
    z.object({ kind: z.enum(CONTENT_KINDS), items: z.array(contentRow) }),
  ),
  contentSave: consoleCall('content', contentSaveBody, contentRow, saved),
  contentRemove: consoleCall('content', contentItemBody, emptySchema, saved),
  preview: consoleCall('content', previewBody, previewData),
};
