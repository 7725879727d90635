import { useStoreLang, useT } from './I18nProvider';
import { localizeStoreMessage, plainStoreText } from './storeMessages';

/**
 * Text the store wrote (a server's reason, a method or attribute name): said in the page's language when the
 * storefront knows the message, else shown as the store wrote it and marked with the store's language, so that a
 * screen reader reads it with the right voice.
 */
export function StoreText({ text, localize = true }: { text: string; localize?: boolean }) {
  const t = useT();
  const lang = useStoreLang();
  const localized = localize ? localizeStoreMessage(t, text) : null;
  if (localized !== null) return <>{localized}</>;
  return <span lang={lang}>{localize ? plainStoreText(text) : text}</span>;
}
