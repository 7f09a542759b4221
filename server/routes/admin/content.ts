import type { FastifyInstance } from 'fastify';

import { notFound } from '../../errors';
import { listContent, previewHtml, removeContent, saveContent } from '../../services/content/content';
import { operatorCall } from './operator-call';

export default async function adminContentRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'contentList', async ({ body }) => ({
    kind: body.kind,
    items: await listContent(db, body.kind),
  }));

  operatorCall(app, 'contentSave', async ({ body, actor, now }) => {
    const row = await saveContent(db, body, actor, now);
    if (!row) throw notFound();
    return row;
  });

  operatorCall(app, 'contentRemove', async ({ body, actor, now }) => {
    if (!(await removeContent(db, body.kind, body.id, actor, now))) throw notFound();
    return {};
  });

  // The exact HTML members will receive in each language: what saving would store, as each language reads it.
  operatorCall(app, 'preview', async ({ body }) => ({ html: await previewHtml(body.html) }));
}
