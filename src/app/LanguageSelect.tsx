import { useEffect, useState } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { BCP47, LOCALES, LOCALE_NAMES, type Locale } from '../i18n/locales';
import { Select, SelectItem } from '../ui/Select';
import { switcherReady } from './languageGate';

/** The footer's language switcher: each language is named in its own language, and marked so (`lang`). */
export function LanguageSelect() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [open, setOpen] = useState(false);
  // Pressed while its code was loading (the button was already on screen): open now rather than drop the press.
  useEffect(() => {
    // After the hydrating render has committed, so that the server's HTML (closed) still matched.
    if (switcherReady()) queueMicrotask(() => setOpen(true));
  }, []);
  return (
    <Select
      isOpen={open}
      onOpenChange={setOpen}
      label={t('footer.language')}
      selectedKey={locale}
      onSelectionChange={(key) => void setLocale(key as Locale)}
      items={LOCALES.map((id) => ({ id, name: LOCALE_NAMES[id] }))}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.name}>
          <span lang={BCP47[item.id]}>{item.name}</span>
        </SelectItem>
      )}
    </Select>
  );
}
