import { useStore } from '@nanostores/react'
import { SUPPORTED_LOCALES, usePortico, useTheme, type Locale } from '@portico/react'
import { setLocale } from '@portico/sdk'
import { Section } from './Section'

/** Each locale in its own language (names of languages are not translated). */
const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  zh: '中文',
  ar: 'العربية',
  fr: 'Français',
  it: 'Italiano',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  uk: 'Українська',
  pl: 'Polski',
  nl: 'Nederlands',
  tr: 'Türkçe',
  ko: '한국어',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  hi: 'हिन्दी',
  he: 'עברית',
  fa: 'فارسی',
}

/**
 * Light or dark theme (the SDK's `$theme`), and the kit's language: the browser's languages until one is chosen
 * here (`setLocale`).
 */
export function PreferencesSection() {
  const { themeMode, setThemeMode } = useTheme()
  const portico = usePortico()
  const locale = useStore(portico.$locale)
  return (
    <Section title="Appearance">
      <div className="row">
        <fieldset className="choice">
          <legend>Theme</legend>
          {(['light', 'dark'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="theme"
                value={mode}
                checked={themeMode === mode}
                onChange={() => setThemeMode(mode)}
              />
              {mode === 'light' ? 'Light' : 'Dark'}
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span>Language</span>
          <select
            value={locale ?? ''}
            onChange={(event) => setLocale(portico, { locale: event.target.value || undefined })}
          >
            <option value="">Browser language</option>
            {SUPPORTED_LOCALES.map((code: Locale) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Section>
  )
}
