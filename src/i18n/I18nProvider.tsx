import type { PrimitiveType } from 'intl-messageformat';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { createAppIntl, type AppIntl } from './format';
import { BCP47, serializeLocaleCookie, type Locale } from './locales';
import { loadMessages, type MessageId, type Messages } from './messages';
import { settings } from '../settings';

interface I18nContextValue {
  locale: Locale;
  intl: AppIntl;
  setLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18nContextValue | null>(null);

export interface I18nProviderProps {
  /** The locale the page was rendered in (from the cookie or `Accept-Language` on the server). */
  initialLocale: Locale;
  /** That locale's catalogue, already loaded with `loadMessages` so the first render is translated. */
  initialMessages: Messages;
  /** Called after a switch has loaded its catalogue and stored the cookie. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
}

/** Provides formatjs to the app and the locale to react-aria (number fields, date pickers, built-in labels). */
export function I18nProvider({
  initialLocale,
  initialMessages,
  onLocaleChange,
  children,
}: I18nProviderProps) {
  const [current, setCurrent] = useState({ locale: initialLocale, messages: initialMessages });
  const intl = useMemo(() => createAppIntl(current.locale, current.messages), [current]);

  const setLocale = useCallback(
    async (locale: Locale) => {
      const messages = await loadMessages(locale);
      setCurrent({ locale, messages });
      document.cookie = serializeLocaleCookie(locale);
      document.documentElement.lang = BCP47[locale];
      onLocaleChange?.(locale);
    },
    [onLocaleChange],
  );

  const value = useMemo(
    () => ({ locale: current.locale, intl, setLocale }),
    [current.locale, intl, setLocale],
  );

  return (
    <I18nContext.Provider value={value}>
      <AriaI18nProvider locale={BCP47[current.locale]}>{children}</AriaI18nProvider>
    </I18nContext.Provider>
  );
}

function useI18nContext(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT, useIntl and useLocale need an <I18nProvider> above them.');
  return context;
}

/** The formatjs instance, for numbers, dates, plurals and rich messages. */
export function useIntl(): AppIntl {
  return useI18nContext().intl;
}

/** The active locale and a switcher that loads its catalogue, stores the cookie and re-renders. */
export function useLocale(): Pick<I18nContextValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useI18nContext();
  return { locale, setLocale };
}

/** Translate function: `t('ui.close')`, `t('list.count', { from, to, total })`; ids are type-checked. */
export type Translate = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

/** Returns `t`, stable for a given locale. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** `t` for a message with the store's own words inside: a value may be an element (with a `key`), the answer too. */
export type RichTranslate = (
  id: MessageId,
  values: Record<string, PrimitiveType | ReactElement>,
) => ReactNode;

/** Returns a `RichTranslate`, stable for a given locale: `tRich('checkout.review.line', { name: <StoreName … />, … })`. */
export function useRichT(): RichTranslate {
  const intl = useIntl();
  // formatjs formats element values at run time (the answer is then an array of strings and elements); the shape of
  // `AppIntl` types its messages as text only.
  const format = intl.formatMessage as unknown as (
    descriptor: { id: MessageId },
    values: Record<string, PrimitiveType | ReactElement>,
  ) => ReactNode;
  return useCallback<RichTranslate>((id, values) => format({ id }, values), [format]);
}

/**
 * The `lang` for text the store wrote itself (attribute names and values, method names, server reasons) on this
 * page: `settings.storeLanguage` when the page's language differs, else undefined (nothing to mark).
 */
export function useStoreLang(): string | undefined {
  const { locale } = useI18nContext();
  const page = BCP47[locale].split('-')[0];
  return page === settings.storeLanguage.split('-')[0] ? undefined : settings.storeLanguage;
}
