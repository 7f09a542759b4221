import type { LocalizedInput } from '../../../contract/admin';
import { LANGUAGES } from '../../../contract/messages';
import { LANGUAGE_NAMES } from '../i18n/i18n';
import { Field } from './form';

export type Localized = LocalizedInput;
export const emptyLocalized = (): Localized => ({ 'zh-Hant': '', 'zh-Hans': '', en: '' });

interface LocalizedFieldsProps {
  name: string;
  label: string;
  value: Localized;
  onChange: (value: Localized) => void;
  /** the server's field errors, by `<name>.<language>` */
  errors: Record<string, string>;
  multiline?: boolean;
}

/** One text in each language, side by side on a wide screen. */
export function LocalizedFields({ name, label, value, onChange, errors, multiline }: LocalizedFieldsProps) {
  return (
    <fieldset className="localized">
      <legend>{label}</legend>
      {LANGUAGES.map((lang) => {
        const props = {
          name: `${name}.${lang}`,
          lang,
          value: value[lang] ?? '',
          required: lang === 'zh-Hant',
          onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
        };
        return (
          <Field
            key={lang}
            label={LANGUAGE_NAMES[lang]}
            error={errors[`${name}.${lang}`] ?? (lang === 'zh-Hant' ? errors[name] : undefined)}
          >
            {multiline ? <textarea rows={6} {...props} /> : <input {...props} />}
          </Field>
        );
      })}
    </fieldset>
  );
}
