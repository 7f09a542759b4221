import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '../../../contract/admin';
import { NEWS_CATEGORIES } from '../../../contract/content';
import { LANGUAGES } from '../../../contract/messages';
import { SafeHtml } from '../../components/safe-html';
import { consoleCall } from '../api/client';
import { useConsoleWrite } from '../api/use-console-query';
import { LANGUAGE_NAMES } from '../i18n/i18n';
import { Field, FormError, useSubmit } from './form';
import { emptyLocalized, LocalizedFields, type Localized } from './localized-fields';
import { SubmitActions } from './submit-actions';

export interface ContentRow {
  id: number;
  position: number;
  image?: Localized;
  content?: Localized;
  title?: Localized;
  category?: string;
  cover?: string | null;
}

const withAll = (value: Localized | undefined): Localized => ({ ...emptyLocalized(), ...value });

/** The HTML of each language as members will see it: what the server would store, then the members' renderer. */
function Preview({ html }: { html: Localized }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Localized>();
  const [error, setError] = useState('');
  async function preview() {
    const result = await consoleCall('preview', { html });
    setError(result.ok ? '' : result.fields?.['html.zh-Hant'] || result.msg || t('common.lost'));
    setShown(result.ok ? result.data.html : undefined);
  }
  return (
    <div className="preview">
      <button type="button" onClick={() => void preview()}>
        {t('content.preview')}
      </button>
      <FormError error={error} />
      {shown && (
        <div className="preview-panes" aria-label={t('content.previewHelp')}>
          {LANGUAGES.map((lang) => (
            <figure key={lang} lang={lang}>
              <figcaption>{LANGUAGE_NAMES[lang]}</figcaption>
              <SafeHtml className="member-html" html={shown[lang] ?? ''} />
            </figure>
          ))}
        </div>
      )}
    </div>
  );
}

/** Creates or edits one item of a kind, every language at once. */
export function ContentEditor({
  kind,
  row,
  onSaved,
  onCancel,
}: {
  kind: ContentKind;
  row: ContentRow | undefined;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(String(row?.position ?? 0));
  const [image, setImage] = useState(withAll(row?.image));
  const [content, setContent] = useState(withAll(row?.content));
  const [title, setTitle] = useState(withAll(row?.title));
  const [category, setCategory] = useState(row?.category ?? 'guides');
  const [cover, setCover] = useState(row?.cover ?? '');
  const { busy, error, fields, submit } = useSubmit();
  const write = useConsoleWrite();
  const html = kind === 'news' || kind === 'ad';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const base = { kind, ...(row ? { id: row.id } : {}), position: Number(position) };
    const body =
      kind === 'carousel'
        ? { ...base, image }
        : kind === 'news'
          ? { ...base, category, title, content, ...(cover ? { cover } : {}) }
          : { ...base, content };
    if (await submit(() => write('contentSave', body))) onSaved();
  }

  return (
    <form className="card editor" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h2>{row ? t('content.editing', { id: row.id }) : t('content.creating', { kind: t(`content.kind.${kind}`) })}</h2>
      <p className="field-help">{t('content.languageHint')}</p>
      <Field label={t('content.position')} help={t('content.positionHelp')} error={fields.position}>
        <input
          name="position"
          type="number"
          min={-1000}
          max={1000}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
      </Field>
      {kind === 'news' && (
        <>
          <Field label={t('content.category')} error={fields.category}>
            <select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
              {NEWS_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`content.categories.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <LocalizedFields
            name="title"
            label={t('content.headline')}
            value={title}
            onChange={setTitle}
            errors={fields}
          />
          <Field label={t('content.cover')} error={fields.cover}>
            <input name="cover" value={cover} onChange={(e) => setCover(e.target.value)} />
          </Field>
        </>
      )}
      {kind === 'carousel' ? (
        <LocalizedFields name="image" label={t('content.image')} value={image} onChange={setImage} errors={fields} />
      ) : (
        <LocalizedFields
          name="content"
          label={html ? t('content.html') : t('content.text')}
          value={content}
          onChange={setContent}
          errors={fields}
          multiline
        />
      )}
      {html && <Preview html={content} />}
      <FormError error={error} />
      <SubmitActions label={t('common.save')} busy={busy} onCancel={onCancel} />
    </form>
  );
}
