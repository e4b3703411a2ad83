import { SUPPORTED_LOCALES, useTheme, type Locale } from '@portico/react'
import { Section } from './Section'

/** Each locale in its own language (names of languages are not translated). */
const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  zh: '中文',
  ar: 'العربية',
}

export interface PreferencesSectionProps {
  locale: Locale
  onLocaleChange(locale: Locale): void
}

/** Light or dark theme (the SDK's `$theme`), and the kit's language. */
export function PreferencesSection({ locale, onLocaleChange }: PreferencesSectionProps) {
  const { themeMode, setThemeMode } = useTheme()
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
          <select value={locale} onChange={(event) => onLocaleChange(event.target.value as Locale)}>
            {SUPPORTED_LOCALES.map((code) => (
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
