import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import type { Locale } from '../../../src/i18n/locales';
import type { Messages } from '../../../src/i18n/messages';
import deDE from '../../../src/i18n/messages/de_DE.json';
import enUS from '../../../src/i18n/messages/en_US.json';

const catalogues: Partial<Record<Locale, Messages>> = { en_US: enUS, de_DE: deDE };

/** Renders `ui` inside the i18n provider with a statically imported catalogue (en_US or de_DE). */
export function renderWithI18n(ui: ReactElement, locale: 'en_US' | 'de_DE' = 'en_US'): RenderResult {
  const messages = catalogues[locale] ?? enUS;
  return render(
    <I18nProvider initialLocale={locale} initialMessages={messages}>
      {ui}
    </I18nProvider>,
  );
}
