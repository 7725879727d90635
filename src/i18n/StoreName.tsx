import { useStoreLang } from './I18nProvider';

/**
 * A name the store wrote (a product, category or file), marked with the store's language on a translated page. Apart
 * from ./StoreText, so that a page that only names things (a product page) does not load the store's messages.
 */
export function StoreName({ children }: { children: string | null | undefined }) {
  const lang = useStoreLang();
  return lang ? <span lang={lang}>{children}</span> : <>{children}</>;
}
