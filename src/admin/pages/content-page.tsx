import { useState } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '../../../contract/admin';
import { useConsoleQuery, useConsoleWrite } from '../api/use-console-query';
import { ContentEditor, type ContentRow } from '../components/content-editor';
import { QueryBox } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';
import type { Language } from '../../../contract/messages';

/** The text a row is known by in the list, in the operator's language when it has one. */
function summary(row: ContentRow, language: Language): string {
  const text = row.title ?? row.content ?? row.image;
  return (text?.[language] || text?.['zh-Hant'] || '').replace(/<[^>]*>/g, ' ').slice(0, 80);
}

/** Carousels, notices, news and the advertising board: the list in members' order, and the editor. */
export default function ContentPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { kind = 'news' } = useParams();
  const current = (CONTENT_KINDS as readonly string[]).includes(kind) ? (kind as ContentKind) : 'news';
  const query = useConsoleQuery('contentList', { kind: current });
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const write = useConsoleWrite();

  async function remove(row: ContentRow) {
    if (!window.confirm(t('common.confirmRemove'))) return;
    const result = await write('contentRemove', { kind: current, id: row.id });
    setNotice(result.ok ? t('content.removed') : result.msg);
  }
  function saved() {
    setEditing(null);
    setNotice(t('content.published'));
  }

  return (
    <>
      <h1>{t('content.title')}</h1>
      <nav className="tabs">
        {CONTENT_KINDS.map((k) => (
          <NavLink key={k} to={`/content/${k}`} onClick={() => setEditing(null)}>
            {t(`content.kind.${k}`)}
          </NavLink>
        ))}
      </nav>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {editing ? (
        <ContentEditor
          key={`${current}-${editing === 'new' ? 'new' : editing.id}`}
          kind={current}
          row={editing === 'new' ? undefined : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <p>
            <button className="primary" type="button" onClick={() => setEditing('new')}>
              {t('content.new')}
            </button>
          </p>
          <QueryBox query={query}>
            {({ items }) =>
              items.length === 0 ? (
                <p className="state">{t('common.empty')}</p>
              ) : (
                <table>
                  <thead>
                    <tr>
                      <th className="num">#</th>
                      <th className="num">{t('content.position')}</th>
                      <th>{t('content.text')}</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((row) => (
                      <tr key={row.id}>
                        <td className="num">{row.id}</td>
                        <td className="num">{row.position}</td>
                        <td className="summary">{summary(row, language)}</td>
                        <td className="row-actions">
                          <button type="button" onClick={() => setEditing(row)}>
                            {t('common.edit')}
                          </button>
                          <button className="danger" type="button" onClick={() => void remove(row)}>
                            {t('common.remove')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            }
          </QueryBox>
        </>
      )}
    </>
  );
}
